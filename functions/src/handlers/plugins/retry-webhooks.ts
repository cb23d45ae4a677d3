import type { ScheduledEvent } from 'aws-lambda';
import type { ScheduledJobId } from '@shop/shared';
import { retryWebhookDeliveries } from '../../domain/plugins/order-webhooks';
import { observedHandler } from '../../observability/observed-handler';

const JOB: ScheduledJobId = 'webhookRetry';

/**
 * Every minute (EventBridge; a timer locally): tries again the order webhook deliveries whose wait
 * passed. Safe to overlap: every try is claimed on the delivery's attempt count first.
 */
export const handler = observedHandler<ScheduledEvent, unknown>(JOB).handler(async () => ({ deliveries: await retryWebhookDeliveries() }));
