import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import * as z from 'zod';
import { displayName, type RuntimeConfig } from '@shop/shared';

/** An admin the suite signs in as: SHOP_TEST_USERS holds a JSON array of these. */
export const testUserSchema = z.object({ email: z.email(), password: z.string().min(1) });
export type TestUser = z.infer<typeof testUserSchema>;
export const testUsersSchema = z.array(testUserSchema).min(1);

/** A signed-in admin: the ID token the web app sends, and what the server reads from it. */
export const signedInUserSchema = z.object({
  email: z.string(),
  token: z.string(),
  sub: z.string(),
  groups: z.array(z.string()),
  /** The name other admins see (presence, cursors): the server derives it from the same claims. */
  name: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** Amplify keeps one session; a store of its own per admin keeps several signed in at once. */
const memoryStorage = (): KeyValueStorageInterface => {
  const items = new Map<string, string>();
  return {
    setItem: (key, value) => {
      items.set(key, value);
      return Promise.resolve();
    },
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    removeItem: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
    clear: () => {
      items.clear();
      return Promise.resolve();
    },
  };
};

const claimsSchema = z.looseObject({
  sub: z.string(),
  email: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  'cognito:groups': z.array(z.string()).default([]),
});

/**
 * Signs each admin in as the web app does: Amplify's signIn with the flow /config.json names
 * (SRP in AWS; USER_PASSWORD_AUTH at the local stand-in, which has no SRP).
 */
export const signInAll = async (config: RuntimeConfig, users: readonly TestUser[], cognitoEndpoint?: string): Promise<SignedInUser[]> => {
  const userPoolEndpoint = config.userPoolEndpoint ?? cognitoEndpoint;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  const signedIn: SignedInUser[] = [];
  for (const user of users) {
    cognitoUserPoolsTokenProvider.setKeyValueStorage(memoryStorage());
    const result = await signIn({ username: user.email, password: user.password, options: { authFlowType: config.authFlowType } }).catch(
      (error: unknown) => {
        throw new Error(
          `${user.email} could not sign in (${config.authFlowType}): ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
        );
      },
    );
    if (!result.isSignedIn) {
      throw new Error(
        `${user.email} needs another sign-in step (${result.nextStep.signInStep}): sign in once in the app to set a permanent password, or give a user without MFA.`,
      );
    }
    const idToken = (await fetchAuthSession()).tokens?.idToken;
    if (!idToken) throw new Error(`${user.email}: signed in, but Amplify holds no ID token.`);
    const claims = claimsSchema.parse(idToken.payload);
    signedIn.push({
      email: user.email,
      token: idToken.toString(),
      sub: claims.sub,
      groups: claims['cognito:groups'],
      name: displayName({ givenName: claims.given_name, familyName: claims.family_name, email: claims.email }),
    });
  }
  return signedIn;
};
