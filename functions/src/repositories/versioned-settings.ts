import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt } from './transactions';

/**
 * A shop-wide settings page kept as one item with a version (Ürün Ayarları, Kargo Otomasyonu):
 * read whole, replaced whole, and only by someone who saw the latest save.
 */
interface SettingsItem<T> {
  readonly key: () => { pk: string; sk: string };
  /** The stored item's fields as the settings (the item's keys and bookkeeping are left out). */
  readonly parse: (item: Record<string, unknown>) => T;
  /** What a shop that never saved the page has. */
  readonly defaults: T;
}

export type SaveSettingsResult<T> = { status: 'saved'; settings: T & { version: number } } | { status: 'stale' };

/** The settings as stored, with their version (0: never saved, the defaults). */
export const getVersionedSettings = async <T extends object>(of: SettingsItem<T>): Promise<T & { version: number }> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: of.key(), ConsistentRead: true }));
  if (!out.Item) return { ...of.defaults, version: 0 };
  return { ...of.parse(out.Item), version: Number(out.Item.version ?? 1) };
};

/** Replaces the settings if nobody saved since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const saveVersionedSettings = async <T extends object>(
  of: Pick<SettingsItem<T>, 'key'>,
  settings: T,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<SaveSettingsResult<T>> => {
  const version = baseVersion + 1;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Put: {
                TableName: tableName(),
                Item: { ...of.key(), ...settings, version, updatedAt: new Date().toISOString() },
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
