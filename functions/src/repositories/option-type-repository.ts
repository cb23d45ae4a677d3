import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  lowerTurkish,
  normalizeName,
  OPTION_TYPE_PARTITION,
  optionTypeKey,
  optionTypeNameKey,
  optionTypeSchema,
  optionUseList,
  type AuditEntry,
  type OptionType,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * Option types share one partition (a shop has tens): sk OPTION_TYPE#<id> for each and
 * NAME#<folded name> claiming its name, so "Beden" and "BEDEN" cannot both exist, even when
 * created at once. Each write conditions on the version it read, so an edit never overwrites
 * one it did not see.
 */

const OPTION_TYPE_PREFIX = 'OPTION_TYPE#';
const byName = new Intl.Collator('tr');
const nameKey = (name: string) => lowerTurkish(normalizeName(name));

const toOptionType = (item: Record<string, unknown>): OptionType => optionTypeSchema.parse(item);
const typeItem = (type: OptionType) => ({ ...optionTypeKey(type.id), ...type });
const nameClaim = (type: OptionType) => ({ ...optionTypeNameKey(nameKey(type.name)), optionTypeId: type.id });

/** Every option type, by name as Turkish readers sort. */
export const listOptionTypes = async (): Promise<OptionType[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': OPTION_TYPE_PARTITION, ':prefix': OPTION_TYPE_PREFIX },
    ConsistentRead: true,
  });
  return items.map(toOptionType).sort((a, b) => byName.compare(a.name, b.name));
};

export const getOptionType = async (id: string): Promise<OptionType | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: optionTypeKey(id), ConsistentRead: true }));
  return out.Item ? toOptionType(out.Item) : undefined;
};

/**
 * How many variants use one value: each product that uses it holds one item listed in gsi1
 * under the value, its `variants` attribute counting that product's variants with it.
 */
export const countOptionUse = async (typeName: string, label: string): Promise<number> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: `${GSI1.partitionKey} = :list`,
    ExpressionAttributeValues: { ':list': optionUseList(typeName, label) },
    ProjectionExpression: 'variants',
  });
  return items.reduce((sum, item) => sum + (typeof item.variants === 'number' ? item.variants : 0), 0);
};

export type OptionTypeWriteResult = { status: 'saved'; optionType: OptionType } | { status: 'duplicate' } | { status: 'stale' };

const claimPut = (type: OptionType): TransactItem => ({
  Put: { TableName: tableName(), Item: nameClaim(type), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Writes a new option type with its name claim (a taken name: `duplicate`). */
export const createOptionType = async (type: OptionType, audit?: AuditEntry): Promise<OptionTypeWriteResult> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [claimPut(type), { Put: { TableName: tableName(), Item: typeItem(type), ConditionExpression: 'attribute_not_exists(pk)' } }],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'duplicate' };
    throw error;
  }
  return { status: 'saved', optionType: type };
};

/** Replaces `previous` (as of `baseVersion`) with `next`; a new name moves the claim in the same transaction. */
export const updateOptionType = async (
  previous: OptionType,
  next: OptionType,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<OptionTypeWriteResult> => {
  const renamed = nameKey(previous.name) !== nameKey(next.name);
  const actions: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: typeItem(next),
        ConditionExpression: 'version = :base',
        ExpressionAttributeValues: { ':base': baseVersion },
      },
    },
    ...(renamed
      ? [claimPut(next), { Delete: { TableName: tableName(), Key: optionTypeNameKey(nameKey(previous.name)) } } satisfies TransactItem]
      : []),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(actions, audit) }));
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'stale' };
    if (renamed && conditionFailedAt(error, 1)) return { status: 'duplicate' };
    throw error;
  }
  return { status: 'saved', optionType: next };
};

/** Deletes the type and its name claim if it is still at `version` (else false: someone changed it). */
export const deleteOptionType = async (type: OptionType, audit?: AuditEntry): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Delete: {
                TableName: tableName(),
                Key: optionTypeKey(type.id),
                ConditionExpression: 'version = :version',
                ExpressionAttributeValues: { ':version': type.version },
              },
            },
            { Delete: { TableName: tableName(), Key: optionTypeNameKey(nameKey(type.name)) } },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
  return true;
};

/**
 * Writes an option type with its claim unless one of that id is there (the demo seed, run
 * again on every local start): an existing one, edited or not, is kept.
 */
export const putOptionTypeIfMissing = async (type: OptionType): Promise<boolean> => {
  try {
    return (await createOptionType(type)).status === 'saved';
  } catch (error) {
    // The type is there under another name (renamed since): kept as it is.
    if (conditionFailedAt(error, 1)) return false;
    throw error;
  }
};
