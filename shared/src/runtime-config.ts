import * as z from 'zod';

/** What the browser reads from /config.json, in AWS (written at deploy) and locally alike. */
export const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  /** Prepended to route paths (which start with /api); '' means same origin, as behind CloudFront. */
  apiUrl: z.string(),
  webSocketUrl: z.string(),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only set locally, where the Cognito stand-in runs. */
  userPoolEndpoint: z.url().optional(),
  /** The stand-in supports USER_PASSWORD_AUTH only; AWS uses SRP. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /**
   * The shoppers' own user pool (Hesabım) and its storefront client; never the admins' pool. The
   * storefront talks to it at userPoolEndpoint locally, at Cognito's regional endpoint in AWS.
   */
  shopperPoolId: z.string().min(1),
  shopperPoolClientId: z.string().min(1),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
