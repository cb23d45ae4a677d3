import { randomUUID } from 'node:crypto';
import { runtime } from './runtime-client';

/** One shopper signed up, verified and signed in through the shoppers' pool of the Cognito stand-in. */
export interface ShopperSession {
  readonly email: string;
  readonly password: string;
  readonly sub: string;
  readonly idToken: string;
  readonly accessToken: string;
}

const cognito = async (operation: string, body: unknown): Promise<Record<string, any>> => {
  const res = await fetch(runtime().cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${operation}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
};

/** The newest code the local mailbox holds for this address (the pool's verification e-mail). */
export const mailedCode = async (email: string): Promise<{ code: string; subject: string }> => {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const { messages } = (await (await fetch(`${runtime().url}/_mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { subject: string; text?: string }[];
    };
    const mail = messages.find((m) => /\d{6}/.test(m.text ?? ''));
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1];
    if (mail && code) return { code, subject: mail.subject };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
};

export const signUpShopper = async (email: string, password: string, names = { given: 'Ayşe', family: 'Kaya' }) =>
  cognito('SignUp', {
    ClientId: runtime().shopperPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: names.given },
      { Name: 'family_name', Value: names.family },
    ],
  });

export const signInShopper = async (email: string, password: string) =>
  (
    await cognito('InitiateAuth', {
      ClientId: runtime().shopperPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    })
  ).AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };

/** Signs up a new shopper, confirms them with the code from the mailbox and signs them in. */
export const newShopper = async (): Promise<ShopperSession> => {
  const email = `alici-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Alisveris123';
  const { UserSub } = await signUpShopper(email, password);
  const { code } = await mailedCode(email);
  await cognito('ConfirmSignUp', { ClientId: runtime().shopperPoolClientId, Username: email, ConfirmationCode: code });
  const tokens = await signInShopper(email, password);
  return { email, password, sub: String(UserSub), idToken: tokens.IdToken, accessToken: tokens.AccessToken };
};
