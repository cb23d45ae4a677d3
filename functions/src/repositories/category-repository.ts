import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CATEGORY_PARTITION, categoryKey, categoryProductList, categorySlugKey, GSI1, type AuditEntry, type Category } from '@shop/shared';
import { withAudit } from './audit-repository';
import { batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { conditionFailedAt, type TransactItem } from './transactions';

/** A category as stored: its direct parents by id. */
export interface NewCategory {
  id: string;
  name: string;
  slug: string;
  parentIds: string[];
  /** Its place among its siblings, once they were ordered. */
  position?: number | undefined;
}

const toCategory = (item: NewCategory): Category => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
  parents: item.parentIds.map((id) => ({ parent: { id } })),
  ...(typeof item.position === 'number' ? { position: item.position } : {}),
});

const categoryItem = (c: NewCategory) => ({
  ...categoryKey(c.id),
  id: c.id,
  name: c.name,
  slug: c.slug,
  parentIds: c.parentIds,
  ...(c.position !== undefined ? { position: c.position } : {}),
});

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

/*
 * Editing the tree (issue 26). A category's address is its parents' slugs and its own, claimed under
 * its parent (CATEGORY_SLUG#<parentId>); a rename or a move claims the new one and frees the old one
 * in the same transaction. Products list a category's ancestors too (their memberships), so the
 * caller re-derives those after a move: see product-repository's reindexProductCategories.
 */

export const getCategory = async (id: string): Promise<NewCategory | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: categoryKey(id), ConsistentRead: true }));
  return out.Item as NewCategory | undefined;
};

/** The ids of the products in a category or anywhere below it (their membership items), read in full. */
export const productIdsUnderCategory = async (categoryId: string): Promise<string[]> =>
  (
    await queryAll({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: `${GSI1.partitionKey} = :list`,
      ExpressionAttributeValues: { ':list': categoryProductList(categoryId) },
      ProjectionExpression: 'id',
    })
  ).map((item) => String(item.id));

/** Condition: the category is still where it was read (name and parents), so an edit based on an old read is refused. */
const unchanged = (
  c: NewCategory,
): Pick<NonNullable<TransactItem['ConditionCheck']>, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> => ({
  ConditionExpression: '#name = :name AND parentIds = :parents',
  ExpressionAttributeNames: { '#name': 'name' },
  ExpressionAttributeValues: { ':name': c.name, ':parents': c.parentIds },
});

export type CategoryUpdateResult = { status: 'saved'; category: NewCategory } | { status: 'duplicate' } | { status: 'stale' };

/**
 * Renames and/or moves a category in one transaction: the category (conditioned on the name and
 * parents read), the slug claim under its new parent (refused when taken) with the old one deleted,
 * and a check that the new parent's chain of ancestors (`chain`, as read) is unchanged, so two moves
 * at once cannot make a cycle. The audit entry goes last.
 */
export const updateCategory = async (
  previous: NewCategory,
  next: { name: string; slug: string; parentId: string | undefined },
  chain: readonly NewCategory[],
  audit?: AuditEntry,
): Promise<CategoryUpdateResult> => {
  const parentIds = next.parentId ? [next.parentId] : [];
  const moved = previous.parentIds[0] !== next.parentId;
  const category: NewCategory = { ...previous, name: next.name, slug: next.slug, parentIds, ...(moved ? { position: undefined } : {}) };
  const claimMoves = moved || previous.slug !== next.slug;
  const condition = unchanged(previous);
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: categoryKey(previous.id),
      // A category moved among new siblings has no place there yet: it goes after the ordered ones.
      UpdateExpression: `SET #name = :newName, slug = :slug, parentIds = :newParents${moved ? ' REMOVE #position' : ''}`,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, ...(moved ? { '#position': 'position' } : {}) },
      ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':newName': next.name, ':slug': next.slug, ':newParents': parentIds },
    },
  };
  const actions: TransactItem[] = [
    update,
    ...(claimMoves
      ? [
          { Put: { TableName: tableName(), Item: categorySlugKey(next.parentId, next.slug), ConditionExpression: 'attribute_not_exists(pk)' } },
          { Delete: { TableName: tableName(), Key: categorySlugKey(previous.parentIds[0], previous.slug) } },
        ]
      : []),
    ...chain.map((c): TransactItem => ({ ConditionCheck: { TableName: tableName(), Key: categoryKey(c.id), ...unchanged(c) } })),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(actions, audit) }));
  } catch (error) {
    if (claimMoves && conditionFailedAt(error, 1)) return { status: 'duplicate' };
    if (conditionFailedAt(error, 0) || chain.some((_, i) => conditionFailedAt(error, (claimMoves ? 3 : 1) + i))) return { status: 'stale' };
    throw error;
  }
  return { status: 'saved', category };
};

/**
 * Gives `ids` (all the children of `parentId`, as the caller checked) positions 0, 1, 2 … in one
 * transaction, each conditioned on still being that parent's child; `stale` when one moved away.
 */
export const reorderCategories = async (parentId: string | undefined, ids: readonly string[], audit?: AuditEntry): Promise<'saved' | 'stale'> => {
  const actions = ids.map((id, position): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: categoryKey(id),
      UpdateExpression: 'SET #position = :position',
      ConditionExpression: parentId ? 'attribute_exists(pk) AND contains(parentIds, :parent)' : 'attribute_exists(pk) AND size(parentIds) = :none',
      ExpressionAttributeNames: { '#position': 'position' },
      ExpressionAttributeValues: { ':position': position, ...(parentId ? { ':parent': parentId } : { ':none': 0 }) },
    },
  }));
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(actions, audit) }));
  } catch (error) {
    if (ids.some((_, i) => conditionFailedAt(error, i))) return 'stale';
    throw error;
  }
  return 'saved';
};

/** Deletes a category and its slug claim (with the audit entry), conditioned on it being as read; false when it changed or is gone. */
export const deleteCategory = async (category: NewCategory, audit?: AuditEntry): Promise<boolean> => {
  const condition = unchanged(category);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            { Delete: { TableName: tableName(), Key: categoryKey(category.id), ...condition } },
            { Delete: { TableName: tableName(), Key: categorySlugKey(category.parentIds[0], category.slug) } },
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
