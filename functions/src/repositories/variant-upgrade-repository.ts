import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GSI2, productKey, type Product, type StockLevel, type Variant } from '@shop/shared';
import { documentClient, tableName } from './document-client';
import { levelItem } from './stock-repository';
import { conditionFailedAt } from './transactions';
import { claimItems } from './variant-code-claims';

export type UpgradeResult = 'upgraded' | 'already' | 'sku-taken';

/**
 * Gives a product stored before variants existed its default variant, in one transaction: the
 * variant on the product (only while it has none, so a second run or a save in between wins), the
 * variant's SKU claim (only while free), and its stock as a level of the default warehouse (only
 * while that level does not exist). The product's `stock` already equals that level. The product's
 * old low-stock listing (gsi2) goes: stock is listed per level now.
 */
export const giveDefaultVariant = async (product: Product, variant: Variant, level: StockLevel | undefined): Promise<UpgradeResult> => {
  const [claim] = claimItems(product.id, [variant], new Date().toISOString());
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: productKey(product.id),
              UpdateExpression: 'SET variants = :variants, optionTypeIds = if_not_exists(optionTypeIds, :none) REMOVE #gpk, #gsk',
              ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(variants) OR size(variants) = :zero)',
              ExpressionAttributeNames: { '#gpk': GSI2.partitionKey, '#gsk': GSI2.sortKey },
              ExpressionAttributeValues: { ':variants': [variant], ':none': [], ':zero': 0 },
            },
          },
          { Put: { TableName: tableName(), Item: claim, ConditionExpression: 'attribute_not_exists(pk)' } },
          ...(level ? [{ Put: { TableName: tableName(), Item: levelItem(level), ConditionExpression: 'attribute_not_exists(pk)' } }] : []),
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'already';
    if (conditionFailedAt(error, 1)) return 'sku-taken';
    // A level already stands for this variant: keep it and the product as they are.
    if (conditionFailedAt(error, 2)) return 'already';
    throw error;
  }
  return 'upgraded';
};
