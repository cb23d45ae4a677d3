import { TABLE_KEYS } from './table-keys';

/*
 * Eklentiler (issue 29). The integrations' settings are one versioned item beside the other
 * settings pages. Webhook deliveries share one partition, newest first by `<createdAt>#<id>`, so the
 * page's last 50 and the retry job's recent ones are each one Query; `ttl` removes them after
 * WEBHOOK_DELIVERY_RETENTION_DAYS. Each order's last announced status sits in a partition of its
 * own, outside ORDER#…, so the order stream never sees these writes.
 * The strings are data: renaming one orphans what is stored.
 */
const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

export const pluginSettingsKey = () => itemKey('SETTINGS', 'PLUGINS');
export const WEBHOOK_DELIVERY_PARTITION = 'WEBHOOK_DELIVERY';
export const webhookDeliveryKey = (createdAt: string, id: string) => itemKey(WEBHOOK_DELIVERY_PARTITION, `${createdAt}#${id}`);
export const webhookOrderStateKey = (orderId: string) => itemKey(`WEBHOOK_ORDER#${orderId}`, 'STATE');
