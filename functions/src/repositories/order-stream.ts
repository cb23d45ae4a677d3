import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { ORDER_KEY, orderSchema, type Order } from '@shop/shared';
import { logger } from '../observability/logger';

/** An order item is pk ORDER#<id>, sk ORDER (see order-repository); everything else in the stream is someone else's. */
const isOrderItem = (item: Record<string, unknown>) =>
  typeof item.pk === 'string' && item.pk.startsWith(ORDER_KEY.prefix) && item.sk === ORDER_KEY.sortKey;

/** The orders a batch of table stream records creates; updates, deletes and other entities are left out. */
export const newOrdersIn = (records: readonly DynamoDBRecord[]): Order[] =>
  records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) return [];
    // The Lambda event and the SDK spell the same wire format with different types.
    const item = unmarshall(image as Record<string, AttributeValue>);
    if (!isOrderItem(item)) return [];
    const parsed = orderSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    logger.error('Order item in the stream does not parse', { pk: item.pk });
    return [];
  });
