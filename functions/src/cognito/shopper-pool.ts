/**
 * The two calls a handler makes to the shoppers' user pool, with the shopper's own access token:
 * Cognito's user API takes them without AWS credentials, so the Lambdas need no Cognito grant.
 * Locally COGNITO_ENDPOINT names the stand-in; in AWS it is the region's Cognito endpoint.
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
