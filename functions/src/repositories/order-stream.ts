import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { ORDER_KEY, ORDER_MAIL_PREFIX, orderSchema, type Order } from '@shop/shared';
import { logger } from '../observability/logger';
import { storedOrderMailOf, type StoredOrderMail } from './order-mail-repository';

/**
 * An order item is pk ORDER#<id>, sk ORDER (see order-repository); everything else in the stream is
 * someone else's, told apart by its keys before anything is unmarshalled (a product's empty option
 * map arrives from the local runtime's stream in a form unmarshall refuses, failing the whole batch).
 */
const isOrderImage = (image: Record<string, { S?: string }>) =>
  image.pk?.S?.startsWith(ORDER_KEY.prefix) === true && image.sk?.S === ORDER_KEY.sortKey;

/** The orders a batch of table stream records creates; updates, deletes and other entities are left out. */
export const newOrdersIn = (records: readonly DynamoDBRecord[]): Order[] =>
  records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image || !isOrderImage(image)) return [];
    // The Lambda event and the SDK spell the same wire format with different types.
    const item = unmarshall(image as Record<string, AttributeValue>);
    const parsed = orderSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    logger.error('Order item in the stream does not parse', { pk: item.pk });
    return [];
  });

/** The orders a batch changes (MODIFY of a header), with the version each change wrote; the last one per order. */
export const updatedOrdersIn = (records: readonly DynamoDBRecord[]): { orderId: string; version: number }[] => {
  const latest = new Map<string, number>();
  for (const record of records) {
    const image = record.dynamodb?.NewImage as Record<string, { S?: string; N?: string }> | undefined;
    if (record.eventName !== 'MODIFY' || !image || !isOrderImage(image)) continue;
    const orderId = image.id?.S;
    const version = Number(image.version?.N);
    if (orderId && Number.isInteger(version) && version > (latest.get(orderId) ?? 0)) latest.set(orderId, version);
  }
  return [...latest].map(([orderId, version]) => ({ orderId, version }));
};

/** The e-mails a batch puts in the outbox (INSERT of ORDER#<id> / MAIL#<mailId>), to be sent. */
export const newOrderMailsIn = (records: readonly DynamoDBRecord[]): StoredOrderMail[] =>
  records.flatMap((record) => {
    const image = record.dynamodb?.NewImage as Record<string, { S?: string }> | undefined;
    if (record.eventName !== 'INSERT' || !image?.pk?.S?.startsWith(ORDER_KEY.prefix) || !image.sk?.S?.startsWith(ORDER_MAIL_PREFIX)) return [];
    const mail = storedOrderMailOf(unmarshall(image as Record<string, AttributeValue>));
    if (mail?.status === 'PENDING') return [mail];
    if (!mail) logger.error('Outbox item in the stream does not parse', { pk: image.pk.S, sk: image.sk.S });
    return [];
  });
