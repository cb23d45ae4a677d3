import { SHOPPER_POOL_CLIENT_ID_ENV } from '../lambda-environment';

/**
 * The calls handlers make to the shoppers' user pool: with the shopper's own access token, and
 * SignUp with the storefront's (public, secretless) client id. Cognito's user API takes them without
 * AWS credentials, so the Lambdas need no Cognito grant. Locally COGNITO_ENDPOINT names the
 * stand-in; in AWS it is the region's Cognito endpoint.
 */
export const COGNITO_ENDPOINT_ENV = 'COGNITO_ENDPOINT';

const endpoint = (): string => process.env[COGNITO_ENDPOINT_ENV] ?? `https://cognito-idp.${process.env.AWS_REGION ?? 'eu-central-1'}.amazonaws.com/`;

/** Cognito refused the token (expired, revoked, or not one of its own). */
export class CognitoTokenRefused extends Error {}

const userCall = async (operation: 'GetUser' | 'DeleteUser', accessToken: string): Promise<Record<string, unknown>> => {
  const response = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify({ AccessToken: accessToken }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const type = typeof answer.__type === 'string' ? answer.__type : 'refused';
  if (response.status === 400) throw new CognitoTokenRefused(type);
  if (!response.ok) throw new Error(`Cognito ${operation}: ${response.status} ${type}`);
  return answer;
};

/** The sub the access token belongs to, as Cognito itself reads it. */
export const subOfAccessToken = async (accessToken: string): Promise<string | undefined> => {
  const user = await userCall('GetUser', accessToken);
  const attributes = (user.UserAttributes ?? []) as { Name: string; Value: string }[];
  return attributes.find((a) => a.Name === 'sub')?.Value;
};

/** Deletes the user the access token belongs to. */
export const deleteUserOfToken = async (accessToken: string): Promise<void> => {
  await userCall('DeleteUser', accessToken);
};

/** Cognito refused a sign-up for a reason the shopper can fix (`UsernameExistsException`, `InvalidPasswordException`, …). */
export class SignUpRefused extends Error {
  constructor(readonly type: string) {
    super(type);
  }
}

/** Cognito SignUp on the storefront's client: the verification code goes to the e-mail; whether the user is confirmed already. */
export const signUpShopper = async (fields: { email: string; password: string; name: string; surname: string }): Promise<boolean> => {
  const clientId = process.env[SHOPPER_POOL_CLIENT_ID_ENV];
  if (!clientId) throw new Error(`${SHOPPER_POOL_CLIENT_ID_ENV} is not set`);
  const response = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
    body: JSON.stringify({
      ClientId: clientId,
      Username: fields.email,
      Password: fields.password,
      UserAttributes: [
        { Name: 'email', Value: fields.email },
        { Name: 'given_name', Value: fields.name },
        { Name: 'family_name', Value: fields.surname },
      ],
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 400) throw new SignUpRefused((typeof answer.__type === 'string' ? answer.__type : 'refused').replace(/^.*#/, ''));
  if (!response.ok) throw new Error(`Cognito SignUp: ${response.status}`);
  return answer.UserConfirmed === true;
};
