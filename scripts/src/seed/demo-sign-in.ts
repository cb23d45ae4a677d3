import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { RoleName } from '@shop/shared';
import { LOCAL_REGION } from '../local/runtime';
import { DEMO_PASSWORD } from './demo-admins';

/** Signs a demo admin in at the local Cognito stand-in and returns the token the web app sends to the API (the ID token). */
export const demoIdToken = async (cognito: { endpoint: string; clientId: string }, role: RoleName): Promise<string> => {
  const client = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognito.clientId,
        AuthParameters: { USERNAME: `${role.toLowerCase()}@example.com`, PASSWORD: DEMO_PASSWORD },
      }),
    );
    const token = out.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`no token for ${role}`);
    return token;
  } finally {
    client.destroy();
  }
};
