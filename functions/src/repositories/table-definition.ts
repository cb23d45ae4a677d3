/**
 * The single table's shape, shared by the CDK stack and the local runtime so both create
 * the same table. Attribute names are generic on purpose: each repository decides what a
 * key means for its entity (single-table design).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttl: 'ttl',
} as const;

export const TABLE_INDEXES = [
  /** Entity-by-owner lookups, e.g. products by category. */
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Search tokens and other sparse lookups. */
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];
