import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export type FlatClaims = Record<string, string>;

/**
 * API Gateway's JWT authorizer passes claims to the Lambda as strings, arrays flattened
 * to "[a b]". Doing the same here keeps local handlers honest about that format.
 */
const flatten = (payload: JWTPayload): FlatClaims =>
  Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [
      k,
      Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean),
    ]),
  );

/** Verifies a Bearer token as the HTTP API's JWT authorizer does: signature, issuer, expiry, audience. */
export const createJwtAuthorizer = (options: { issuer: string; audience: string }) => {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return async (authorization: string | undefined): Promise<FlatClaims | undefined> => {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      const audiences = [payload.aud, payload.client_id].flat().filter((a): a is string => typeof a === 'string');
      return audiences.includes(options.audience) ? flatten(payload) : undefined;
    } catch {
      return undefined;
    }
  };
};
