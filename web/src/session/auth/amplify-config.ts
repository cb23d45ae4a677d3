import type { ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from '@shop/shared';

/** The Amplify Auth settings for a runtime config; the endpoint is only set for the local Cognito stand-in. */
export const amplifyConfigFor = (config: RuntimeConfig): ResourcesConfig => ({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      loginWith: { email: true },
    },
  },
});
