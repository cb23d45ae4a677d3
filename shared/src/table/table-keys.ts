/**
 * The single table's shape, shared by the CDK stack, the local runtime, the repositories and
 * the tests, so all of them name the same attributes. Attribute names are generic on purpose:
 * each repository decides what a key means for its entity (single-table design).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttl: 'ttl',
} as const;

/** Entity-by-owner lookups, newest-first lists (products by category, orders, media). */
export const GSI1 = { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' } as const;
/** Search tokens and other sparse lookups (cursor rooms, order alerts). */
export const GSI2 = { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' } as const;

export const TABLE_INDEXES = [GSI1, GSI2] as const;

/** An order item: pk `ORDER#<id>`, sk `ORDER`; the table stream's filter and consumer read the same names. */
export const ORDER_KEY = { prefix: 'ORDER#', sortKey: 'ORDER' } as const;
export const orderKey = (id: string) => ({ [TABLE_KEYS.partitionKey]: `${ORDER_KEY.prefix}${id}`, [TABLE_KEYS.sortKey]: ORDER_KEY.sortKey });
