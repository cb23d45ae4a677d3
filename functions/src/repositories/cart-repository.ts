import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cartKey, checkoutRequestKey, orderConfirmationKey, ORDER_NUMBER_COUNTER, TABLE_KEYS } from '@shop/shared';
import { storedCartSchema, type StoredCart } from '@shop/shared';
import { documentClient, tableName } from './document-client';
import type { TransactItem } from './transactions';

/*
 * The cart (CART#<id>), a checkout carried out (CHECKOUT_REQUEST#<hash>), an order's confirmation
 * token hash (ORDER_CONFIRMATION#<orderId>) and the order number counter (COUNTER / ORDER_NUMBER).
 * A cart write is a Put conditioned on the version read; its `ttl` moves on with every write.
 */

const DAY_SECONDS = 86_400;

/** TTL deletes within days of `ttl`: an item past it counts as gone. */
const expired = (item: Record<string, unknown>, now: number) =>
  typeof item[TABLE_KEYS.ttl] === 'number' && (item[TABLE_KEYS.ttl] as number) * 1000 <= now;

export const getCart = async (id: string, now: number): Promise<StoredCart | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: cartKey(id), ConsistentRead: true }));
  return out.Item && !expired(out.Item, now) ? storedCartSchema.parse(out.Item) : undefined;
};

/**
 * Stores `cart` if nobody wrote it since `readVersion` (0: new, or expired and about to be replaced);
 * false when another write came first (the caller reads again). The cart lives `ttlDays` from now.
 */
export const putCart = async (cart: StoredCart, readVersion: number, ttlDays: number, now: number): Promise<boolean> => {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...cartKey(cart.id), ...cart, version: readVersion + 1, [TABLE_KEYS.ttl]: Math.floor(now / 1000) + ttlDays * DAY_SECONDS },
        ConditionExpression: readVersion === 0 ? 'attribute_not_exists(pk) OR #ttl <= :now' : 'version = :read',
        ExpressionAttributeNames: readVersion === 0 ? { '#ttl': TABLE_KEYS.ttl } : undefined,
        ExpressionAttributeValues: readVersion === 0 ? { ':now': Math.floor(now / 1000) } : { ':read': readVersion },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/** In checkout's transaction: the cart emptied (its lines and coupon gone), conditioned on the version it was priced at. */
export const emptyCartWrite = (cart: StoredCart, ttlDays: number, now: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...cartKey(cart.id),
      id: cart.id,
      lines: [],
      version: cart.version + 1,
      updatedAt: new Date(now).toISOString(),
      [TABLE_KEYS.ttl]: Math.floor(now / 1000) + ttlDays * DAY_SECONDS,
    },
    ConditionExpression: 'version = :read',
    ExpressionAttributeValues: { ':read': cart.version },
  },
});

/** What a checkout answered, kept so the same Idempotency-Key on the same cart answers it again. */
export interface CheckoutRecord {
  readonly orderId: string;
  readonly total: number;
  /** A hash of the request body: the same key with another body is refused. */
  readonly fingerprint: string;
}

/** Long enough for any client's retries; then TTL removes the record (the order stays). */
const CHECKOUT_RECORD_DAYS = 7;

export const getCheckoutRecord = async (hash: string): Promise<CheckoutRecord | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: checkoutRequestKey(hash), ConsistentRead: true }));
  const item = out.Item;
  if (!item) return undefined;
  return { orderId: String(item.orderId), total: Number(item.total), fingerprint: String(item.fingerprint) };
};

export const checkoutRecordPut = (hash: string, record: CheckoutRecord, now: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...checkoutRequestKey(hash),
      ...record,
      at: new Date(now).toISOString(),
      [TABLE_KEYS.ttl]: Math.floor(now / 1000) + CHECKOUT_RECORD_DAYS * DAY_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The confirmation token's hash, beside the order (the order's header is rewritten by every admin action). */
export const confirmationPut = (orderId: string, tokenHash: string): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...orderConfirmationKey(orderId), orderId, tokenHash }, ConditionExpression: 'attribute_not_exists(pk)' },
});

export const getConfirmationHash = async (orderId: string): Promise<string | undefined> => {
  // Consistent: the shopper opens the confirmation the moment checkout answers.
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: orderConfirmationKey(orderId), ConsistentRead: true }));
  return typeof out.Item?.tokenHash === 'string' ? out.Item.tokenHash : undefined;
};

/** A shop that never counted starts here (the demo's orders are #1001 onwards: the seed moves the counter past them). */
const FIRST_ORDER_NUMBER = 1001;

/**
 * The next order number: one atomic ADD on the counter, outside the order's transaction so racing
 * checkouts do not cancel each other on it. A checkout that then fails leaves its number unused (a gap).
 */
export const nextOrderNumber = async (): Promise<number> => {
  const out = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ORDER_NUMBER_COUNTER,
      UpdateExpression: 'SET #n = if_not_exists(#n, :before) + :one',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':one': 1, ':before': FIRST_ORDER_NUMBER - 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.n);
};

/** Moves the counter up to `highest` (the demo's or a migrated shop's last order number); never down. */
export const ensureOrderNumberAtLeast = async (highest: number): Promise<void> => {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ORDER_NUMBER_COUNTER,
        UpdateExpression: 'SET #n = :n',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :n',
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':n': highest },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
};
