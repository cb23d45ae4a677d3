import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, ROLE_NAMES } from '@shop/shared';

export interface UserPool {
  readonly poolId: string;
  readonly clientId: string;
}

const POOL_NAME = 'shop-admins';
const CLIENT_NAME = 'shop-web';

/** Finds the local pool and web client, creating them and the 11 role groups when missing. */
export const ensureUserPool = async (client: CognitoIdentityProviderClient): Promise<UserPool> => {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const poolId =
    pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id ??
    (
      await client.send(
        new CreateUserPoolCommand({
          PoolName: POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
        }),
      )
    ).UserPool?.Id;
  if (!poolId) throw new Error('could not create the user pool');

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
  if (!clientId) throw new Error('could not create the user pool client');

  const existing = new Set((await client.send(new ListGroupsCommand({ UserPoolId: poolId }))).Groups?.map((g) => g.GroupName));
  for (const name of ROLE_NAMES) {
    if (!existing.has(name)) await client.send(new CreateGroupCommand({ UserPoolId: poolId, GroupName: name, Description: ROLES[name].title }));
  }
  return { poolId, clientId };
};

export interface UserSpec {
  readonly email: string;
  readonly password: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly groups: readonly string[];
}

/** Creates the user with a permanent password and groups unless they exist; returns their sub. */
export const ensureUser = async (client: CognitoIdentityProviderClient, poolId: string, user: UserSpec): Promise<string> => {
  try {
    const found = await client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: user.email }));
    const sub = found.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub) return sub;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: user.givenName },
        { Name: 'family_name', Value: user.familyName },
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: user.email, Password: user.password, Permanent: true }));
  for (const group of user.groups) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: user.email, GroupName: group }));
  }
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? created.User?.Username;
  if (!sub) throw new Error(`no sub for ${user.email}`);
  return sub;
};
