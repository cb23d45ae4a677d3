/**
 * Lambdas that run on a schedule, once: infra gives each an EventBridge rule (every
 * `everyMinutes`), and the local runtime runs each on a timer and through a test hook.
 * `handler` is the module under functions/src/handlers/.
 */
export const SCHEDULED_JOBS = {
  /** Cancels havale/EFT orders unpaid past their payment window and retries customer e-mails that failed. */
  orderUpkeep: { handler: 'orders/order-upkeep', everyMinutes: 15 },
  /** Tries again the order webhook deliveries that failed, after their backoff (1, 2, 4, 8 minutes; issue 29). */
  webhookRetry: { handler: 'plugins/retry-webhooks', everyMinutes: 1 },
} as const;

export type ScheduledJobId = keyof typeof SCHEDULED_JOBS;
