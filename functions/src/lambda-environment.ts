/**
 * Powertools' settings, the same on every function: infra sets them on each Lambda, the local
 * runtime on its containers. Log level and metrics switch stay per environment (INFO and on in AWS).
 */
export const POWERTOOLS_ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: 'shop',
  POWERTOOLS_METRICS_NAMESPACE: 'Shop',
} as const;

/**
 * The address order e-mails are sent from. Infra sets it only on the functions whose role may
 * send as it (routes with `sendsMail`, see infra/src/mail.ts); the local runtime on every container.
 */
export const MAIL_FROM_ENV = 'MAIL_FROM_ADDRESS';

/** The storefront's client of the shoppers' pool, for Üye ol's Cognito SignUp: infra sets it on the account routes, the local runtime on every container. */
export const SHOPPER_POOL_CLIENT_ID_ENV = 'SHOPPER_POOL_CLIENT_ID';
