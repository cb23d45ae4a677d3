import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Caller } from '../domain/caller';
import { callerFrom } from './caller';
import { unauthorized } from './http-error';

/** A signed-in shopper as their ID token (the shoppers' pool) names them. */
export interface Shopper extends Caller {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

/**
 * The shopper of a 'shopper' route: the authorizer verified the token against the shoppers' pool;
 * an ID token always carries the e-mail they signed up with, and the names they gave.
 */
export const shopperFrom = (event: APIGatewayProxyEventV2): Shopper => {
  const caller = callerFrom(event);
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } }).authorizer?.jwt?.claims ?? {};
  const text = (key: string) => (typeof claims[key] === 'string' ? claims[key] : '');
  if (!caller?.email) throw unauthorized();
  return { ...caller, email: caller.email, givenName: text('given_name'), familyName: text('family_name') };
};
