import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CATEGORY_PARTITION, categoryKey, categorySlugKey, type AuditEntry, type Category } from '@shop/shared';
import { withAudit } from './audit-repository';
import { batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { conditionFailedAt } from './transactions';

/** A category as stored: its direct parents by id. */
export interface NewCategory {
  id: string;
  name: string;
  slug: string;
  parentIds: string[];
}

const toCategory = (item: NewCategory): Category => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
  parents: item.parentIds.map((id) => ({ parent: { id } })),
});

const categoryItem = (c: NewCategory) => ({ ...categoryKey(c.id), id: c.id, name: c.name, slug: c.slug, parentIds: c.parentIds });

/** All categories live in one partition: a catalogue has hundreds, not millions. */
export const listCategories = async (): Promise<Category[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': CATEGORY_PARTITION },
  });
  return (items as unknown as NewCategory[]).map(toCategory);
};

export const putCategories = (categories: readonly NewCategory[]): Promise<void> => batchPut(categories.map(categoryItem));

export type CreateCategoryResult = { status: 'created'; category: NewCategory } | { status: 'duplicate' } | { status: 'parent-missing' };

/**
 * Creates a category under `parentId` (a root without), unless the slug is taken there or the
 * parent is gone. The slug is claimed in the same transaction, so two simultaneous requests
 * cannot create the same sibling twice.
 */
export const createCategory = async (
  input: { name: string; slug: string; parentId?: string | undefined },
  audit?: (category: NewCategory) => AuditEntry,
): Promise<CreateCategoryResult> => {
  const category: NewCategory = { id: randomUUID(), name: input.name, slug: input.slug, parentIds: input.parentId ? [input.parentId] : [] };
  try {
    await documentClient().send(
      new TransactWriteCommand({
        // The audit entry goes last: the refusals below are told apart by their action's index.
        TransactItems: withAudit(
          [
            {
              Put: { TableName: tableName(), Item: categorySlugKey(input.parentId, input.slug), ConditionExpression: 'attribute_not_exists(pk)' },
            },
            { Put: { TableName: tableName(), Item: categoryItem(category), ConditionExpression: 'attribute_not_exists(pk)' } },
            ...(input.parentId
              ? [{ ConditionCheck: { TableName: tableName(), Key: categoryKey(input.parentId), ConditionExpression: 'attribute_exists(pk)' } }]
              : []),
          ],
          audit?.(category),
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'duplicate' };
    if (conditionFailedAt(error, 2)) return { status: 'parent-missing' };
    throw error;
  }
  return { status: 'created', category };
};
