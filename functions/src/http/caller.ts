import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { displayName } from '@shop/shared';
import type { Caller } from '../domain/caller';

type ClaimValue = string | number | boolean | string[] | undefined;

/**
 * API Gateway's JWT authorizer hands array claims over flattened as "[A B]" strings; the
 * event's type allows real arrays too. Accept both.
 */
export const parseGroupsClaim = (value: ClaimValue): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner
    .split(/[\s,]+/)
    .map((g) => g.trim())
    .filter(Boolean);
};

/** The verified caller, or undefined when the request carries no verified claims. */
export const callerFrom = (event: APIGatewayProxyEventV2): Caller | undefined => {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, ClaimValue> } } }).authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const text = (key: string) => {
    const value = claims?.[key];
    return typeof value === 'string' ? value : undefined;
  };
  const email = text('email');
  return {
    sub,
    groups: parseGroupsClaim(claims?.['cognito:groups']),
    email,
    name: displayName({ givenName: text('given_name'), familyName: text('family_name'), email }),
  };
};
