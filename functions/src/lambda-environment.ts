/**
 * Powertools' settings, the same on every function: infra sets them on each Lambda, the local
 * runtime on its containers. Log level and metrics switch stay per environment (INFO and on in AWS).
 */
export const POWERTOOLS_ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: 'shop',
  POWERTOOLS_METRICS_NAMESPACE: 'Shop',
} as const;
