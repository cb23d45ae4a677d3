import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { productKey, SEARCH_ENTITY } from '@shop/shared';
import { logger } from '../observability/logger';
import { documentClient, tableName } from './document-client';
import { storedIndexKeys } from './search-index-repository';

/**
 * Cards copy `inStock` into the product's category memberships and search items. A stock change's
 * transaction cannot rewrite them (a product has up to ~50 copies, and the transaction's 100 actions
 * belong to levels and the ledger), so after a commit whose change took the product's stock across
 * zero we set them from the product's stock as read now. This is eventual: a card may say "Tükendi"
 * for a moment after a restock; reading the stock again (not trusting our delta) means concurrent
 * changes settle on the right value, and a failure here only leaves a card stale until the next change.
 */
export const refreshCardStock = async (productId: string, availableDelta: number): Promise<void> => {
  if (availableDelta === 0) return;
  try {
    const product = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: productKey(productId), ProjectionExpression: 'stock', ConsistentRead: true }),
    );
    const stock = Number(product.Item?.stock ?? 0);
    if (stock - availableDelta > 0 === stock > 0) return;
    const inStock = stock > 0;
    const memberships = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': productKey(productId).pk, ':prefix': 'CATEGORY#' },
        ProjectionExpression: 'pk, sk',
      }),
    );
    const update = (Key: Record<string, unknown>, path: string, names: Record<string, string>) =>
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: `SET ${path} = :v`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':v': inStock },
        }),
      );
    await Promise.all([
      ...(memberships.Items ?? []).map((Key) => update(Key, '#inStock', { '#inStock': 'inStock' })),
      ...(await storedIndexKeys(SEARCH_ENTITY.product, productId)).map((Key) =>
        update(Key, '#summary.#inStock', { '#summary': 'summary', '#inStock': 'inStock' }),
      ),
    ]);
  } catch (error) {
    logger.warn('Card stock refresh failed; cards catch up on the next change', { productId, error: String(error) });
  }
};
