import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { SHOPPER_VERIFICATION_MAIL } from '@shop/shared';
import type { DeliveredCode } from './cognito-local';
import type { StoredMail } from './mail-store';
import type { UserPool } from './user-pool';

const POOL_NAME = 'shop-shoppers';
const CLIENT_NAME = 'shop-storefront';
/** Cognito's own sender in AWS (infra/src/shopper-auth.ts: UserPoolEmail.withCognito()). */
const COGNITO_SENDER = 'no-reply@verificationemail.com';

/**
 * The shoppers' pool in the Cognito stand-in (infra/src/shopper-auth.ts in AWS): self sign-up by
 * e-mail with a code, no groups, and the storefront's client (password and refresh sign-in).
 */
export const ensureShopperPool = async (client: CognitoIdentityProviderClient): Promise<UserPool> => {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const poolId =
    pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id ??
    (
      await client.send(
        new CreateUserPoolCommand({
          PoolName: POOL_NAME,
          UsernameAttributes: ['email'],
          // SignUp mails the code to the address (cognito-local reads this, as Cognito does).
          AutoVerifiedAttributes: ['email'],
        }),
      )
    ).UserPool?.Id;
  if (!poolId) throw new Error('could not create the shoppers’ user pool');
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }));
  const clientId =
    clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId ??
    (
      await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: poolId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      )
    ).UserPoolClient?.ClientId;
  if (!clientId) throw new Error('could not create the storefront’s user pool client');
  return { poolId, clientId };
};

/** A code cognito-local delivered, as the e-mail Cognito would send (the local mailbox shows it). */
export const codeMail = (delivered: DeliveredCode, at: Date): StoredMail => {
  const html = SHOPPER_VERIFICATION_MAIL.body.replace('{####}', delivered.code);
  return {
    messageId: `cognito-${randomUUID()}`,
    from: COGNITO_SENDER,
    to: [delivered.destination],
    subject: SHOPPER_VERIFICATION_MAIL.subject,
    html,
    text: html.replace(/<br>/g, '\n').replace(/<[^>]+>/g, ''),
    sentAt: at.toISOString(),
  };
};
