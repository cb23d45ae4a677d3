import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PRODUCT_SETTINGS, productSettingsKey, productSettingsSchema, type AuditEntry, type ProductSettingsAnswer } from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt } from './transactions';

/** Ürün Ayarları as stored, with its version (0: never saved, the defaults). */
export const getProductSettings = async (): Promise<ProductSettingsAnswer> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: productSettingsKey(), ConsistentRead: true }));
  if (!out.Item) return { ...DEFAULT_PRODUCT_SETTINGS, version: 0 };
  return { ...productSettingsSchema.parse(out.Item), version: Number(out.Item.version ?? 1) };
};

export type SaveProductSettingsResult = { status: 'saved'; settings: ProductSettingsAnswer } | { status: 'stale' };

/** Replaces the settings if nobody saved since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const saveProductSettings = async (
  settings: Omit<ProductSettingsAnswer, 'version'>,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<SaveProductSettingsResult> => {
  const version = baseVersion + 1;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Put: {
                TableName: tableName(),
                Item: { ...productSettingsKey(), ...settings, version, updatedAt: new Date().toISOString() },
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
  return { status: 'saved', settings: { ...settings, version } };
};
