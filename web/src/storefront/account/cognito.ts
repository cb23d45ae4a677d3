/**
 * The shoppers' pool through Cognito's own JSON API, with plain fetch: no Amplify in the shopper's
 * bundle (web/vite.config.ts). Locally the config names the stand-in's endpoint; in AWS the region's.
 */
export interface ShopperPoolConfig {
  readonly region: string;
  readonly shopperPoolClientId: string;
  readonly userPoolEndpoint?: string;
}

export interface Tokens {
  readonly idToken: string;
  readonly accessToken: string;
  /** Absent on a refresh: Cognito keeps the one it was given. */
  readonly refreshToken?: string;
}

/** Cognito refused: its exception name (`UserNotConfirmedException` …) for the form to explain. */
export class CognitoError extends Error {
  constructor(readonly type: string) {
    super(type);
  }
}

const endpointOf = (config: ShopperPoolConfig) => config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;

const cognitoCall = async (config: ShopperPoolConfig, operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const response = await fetch(endpointOf(config), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify({ ClientId: config.shopperPoolClientId, ...body }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new CognitoError((typeof answer.__type === 'string' ? answer.__type : 'UnknownError').replace(/^.*#/, ''));
  return answer;
};

export const confirmSignUp = (config: ShopperPoolConfig, email: string, code: string) =>
  cognitoCall(config, 'ConfirmSignUp', { Username: email, ConfirmationCode: code });

export const resendCode = (config: ShopperPoolConfig, email: string) => cognitoCall(config, 'ResendConfirmationCode', { Username: email });

const tokensOf = (answer: Record<string, unknown>): Tokens => {
  const result = answer.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken?: string } | undefined;
  if (!result) throw new CognitoError('NoTokens');
  return { idToken: result.IdToken, accessToken: result.AccessToken, ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}) };
};

export const signIn = async (config: ShopperPoolConfig, email: string, password: string): Promise<Tokens> =>
  tokensOf(await cognitoCall(config, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));

export const refresh = async (config: ShopperPoolConfig, refreshToken: string): Promise<Tokens> =>
  tokensOf(await cognitoCall(config, 'InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }));
