/**
 * Lambdas that run on a schedule, once: infra gives each an EventBridge rule (every
 * `everyMinutes`), and the local runtime runs each on a timer and through a test hook.
 * `handler` is the module under functions/src/handlers/; `sendsMail` gives its role SES as the shop's
 * address; `timeoutSeconds` keeps a run within its period, so runs do not pile up.
 */
export const SCHEDULED_JOBS = {
  /** Cancels havale/EFT orders unpaid past their payment window and retries customer e-mails that failed. */
  orderUpkeep: { handler: 'orders/order-upkeep', everyMinutes: 15, sendsMail: true, timeoutSeconds: 300 },
  /** Tries again the order webhook deliveries that failed, after their backoff (1, 2, 4, 8 minutes; issue 29); each try is 5 s at most. */
  webhookRetry: { handler: 'plugins/retry-webhooks', everyMinutes: 1, sendsMail: false, timeoutSeconds: 50 },
} as const;

export type ScheduledJobId = keyof typeof SCHEDULED_JOBS;
