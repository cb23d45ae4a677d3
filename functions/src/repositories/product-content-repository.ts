import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { EMPTY_PRODUCT_CONTENT, productContentKey, productContentSchema, type AuditEntry, type ProductContent } from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt } from './transactions';

/** A product's content item (pk PRODUCT#<id>, sk CONTENT) with its version; a product never given content has the empty one, version 0. */
export const getProductContent = async (productId: string): Promise<{ content: ProductContent; version: number }> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: productContentKey(productId), ConsistentRead: true }));
  if (!out.Item) return { content: EMPTY_PRODUCT_CONTENT, version: 0 };
  return { content: productContentSchema.parse(out.Item), version: Number(out.Item.version ?? 1) };
};

export type SaveProductContentResult = { status: 'saved'; version: number } | { status: 'stale' };

/** Replaces the content if nobody saved it since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const saveProductContent = async (
  productId: string,
  content: ProductContent,
  baseVersion: number,
  audit: AuditEntry,
): Promise<SaveProductContentResult> => {
  const version = baseVersion + 1;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Put: {
                TableName: tableName(),
                Item: { ...productContentKey(productId), ...content, productId, version, updatedAt: new Date().toISOString() },
                ConditionExpression: baseVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :base',
                ...(baseVersion === 0 ? {} : { ExpressionAttributeValues: { ':base': baseVersion } }),
              },
            },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'stale' };
    throw error;
  }
  return { status: 'saved', version };
};
