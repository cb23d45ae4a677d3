import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { lowerTurkish, normalizeName, type AuditEntry } from '@shop/shared';
import type { z } from 'zod';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * Small setup records that share one partition and own their names (option types, stock types):
 * sk <PREFIX><id> for each record and NAME#<folded name> claiming its name, so "Beden" and "BEDEN"
 * cannot both exist, even when created at once. Every write conditions on the version it read, so
 * an edit never overwrites one it did not see, and the claim moves with a rename in the same
 * transaction.
 */

type Key = Record<string, string>;

export interface NamedRecord {
  readonly id: string;
  readonly name: string;
  readonly version: number;
}

export type NamedWriteResult<T> = { status: 'saved'; record: T } | { status: 'duplicate' } | { status: 'stale' };

export interface NamedRecordConfig<T extends NamedRecord> {
  readonly partition: string;
  /** The records' sort-key prefix, which their own key builder starts with. */
  readonly prefix: string;
  readonly schema: z.ZodType<T>;
  readonly key: (id: string) => Key;
  readonly nameKey: (foldedName: string) => Key;
  /** The attribute of the name claim that names the record holding it. */
  readonly claimAttribute: string;
}

const byName = new Intl.Collator('tr');
const fold = (name: string) => lowerTurkish(normalizeName(name));

export const namedRecords = <T extends NamedRecord>(config: NamedRecordConfig<T>) => {
  const parse = (item: Record<string, unknown>): T => config.schema.parse(item);
  const recordPut = (record: T, condition: Pick<NonNullable<TransactItem['Put']>, 'ConditionExpression' | 'ExpressionAttributeValues'>) => ({
    Put: { TableName: tableName(), Item: { ...config.key(record.id), ...record }, ...condition },
  });
  const claimPut = (record: T): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...config.nameKey(fold(record.name)), [config.claimAttribute]: record.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });

  /** Every record, by name as Turkish readers sort. */
  const list = async (): Promise<T[]> => {
    const items = await queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': config.partition, ':prefix': config.prefix },
      ConsistentRead: true,
    });
    return items.map(parse).sort((a, b) => byName.compare(a.name, b.name));
  };

  const get = async (id: string): Promise<T | undefined> => {
    const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: config.key(id), ConsistentRead: true }));
    return out.Item ? parse(out.Item) : undefined;
  };

  /** Writes a new record with its name claim (a taken name: `duplicate`). */
  const create = async (record: T, audit?: AuditEntry): Promise<NamedWriteResult<T>> => {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: withAudit([claimPut(record), recordPut(record, { ConditionExpression: 'attribute_not_exists(pk)' })], audit),
        }),
      );
    } catch (error) {
      if (conditionFailedAt(error, 0)) return { status: 'duplicate' };
      throw error;
    }
    return { status: 'saved', record };
  };

  /** Replaces `previous` (as of `baseVersion`) with `next`; a new name moves the claim in the same transaction. */
  const update = async (previous: T, next: T, baseVersion: number, audit?: AuditEntry): Promise<NamedWriteResult<T>> => {
    const renamed = fold(previous.name) !== fold(next.name);
    const actions: TransactItem[] = [
      recordPut(next, { ConditionExpression: 'version = :base', ExpressionAttributeValues: { ':base': baseVersion } }),
      ...(renamed ? [claimPut(next), { Delete: { TableName: tableName(), Key: config.nameKey(fold(previous.name)) } } satisfies TransactItem] : []),
    ];
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(actions, audit) }));
    } catch (error) {
      if (conditionFailedAt(error, 0)) return { status: 'stale' };
      if (renamed && conditionFailedAt(error, 1)) return { status: 'duplicate' };
      throw error;
    }
    return { status: 'saved', record: next };
  };

  /** Deletes the record and its name claim if it is still at its version (else false: someone changed it). */
  const remove = async (record: T, audit?: AuditEntry): Promise<boolean> => {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: withAudit(
            [
              {
                Delete: {
                  TableName: tableName(),
                  Key: config.key(record.id),
                  ConditionExpression: 'version = :version',
                  ExpressionAttributeValues: { ':version': record.version },
                },
              },
              { Delete: { TableName: tableName(), Key: config.nameKey(fold(record.name)) } },
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
   * Writes a record with its claim unless one of that id or name is there (the demo seed, run again
   * on every local start): an existing one, edited or renamed since, is kept.
   */
  const putIfMissing = async (record: T): Promise<boolean> => {
    try {
      return (await create(record)).status === 'saved';
    } catch (error) {
      if (conditionFailedAt(error, 1)) return false;
      throw error;
    }
  };

  return { list, get, create, update, remove, putIfMissing };
};
