import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  CONTENT_PAGE_PARTITION,
  CONTENT_PAGE_PREFIX,
  contentPageKey,
  contentPageSchema,
  contentPageSlugKey,
  contentPageSummarySchema,
  PAGE_CATEGORY_PARTITION,
  PAGE_CATEGORY_PREFIX,
  pageCategoryKey,
  pageCategorySchema,
  type AuditEntry,
  type ContentPage,
  type ContentPageSummary,
  type PageCategory,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { conditionFailedAt, type TransactItem } from './transactions';

/*
 * Sayfalar and Sayfa Kategorileri. A page's slug is a claim item written in the page's own
 * transaction (two pages cannot hold one slug, even saved at once); a category counts its pages
 * in the same transactions, so "delete when empty" is a condition on the count, never a race.
 */

const pageItem = (page: ContentPage) => ({ ...contentPageKey(page.id), ...page });
const slugClaim = (page: ContentPage) => ({ ...contentPageSlugKey(page.slug), pageId: page.id });

/** Every page without its body (the list), in no particular order. */
export const listPages = async (): Promise<ContentPageSummary[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :page)',
    ExpressionAttributeValues: { ':pk': CONTENT_PAGE_PARTITION, ':page': CONTENT_PAGE_PREFIX },
    // The bodies stay in the table: a list of tens of pages reads kilobytes, not megabytes.
    ProjectionExpression: 'id, title, slug, categoryId, seoTitle, seoDescription, #status, publishAt, version, createdAt, updatedAt',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return items.map((item) => contentPageSummarySchema.parse(item));
};

/**
 * The pages whose stored body contains `text` (their id and title). One Query of the pages'
 * partition filtered in DynamoDB: it reads every page (read units for their size), returns only the
 * matches, and only their id and title.
 */
export const pagesWhoseBodyContains = async (text: string): Promise<{ id: string; title: string }[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :page)',
    FilterExpression: 'contains(bodyHtml, :text)',
    ExpressionAttributeValues: { ':pk': CONTENT_PAGE_PARTITION, ':page': CONTENT_PAGE_PREFIX, ':text': text },
    ProjectionExpression: 'id, title',
  });
  return items.map((item) => ({ id: String(item.id), title: String(item.title) }));
};

export const getPage = async (id: string): Promise<ContentPage | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: contentPageKey(id) }));
  return out.Item ? contentPageSchema.parse(out.Item) : undefined;
};

/** The page holding the slug (its claim names it), or undefined. */
export const getPageBySlug = async (slug: string): Promise<ContentPage | undefined> => {
  const claim = await documentClient().send(new GetCommand({ TableName: tableName(), Key: contentPageSlugKey(slug) }));
  const pageId: unknown = claim.Item?.pageId;
  if (typeof pageId !== 'string') return undefined;
  const page = await getPage(pageId);
  // A claim is released in the page's transaction; this guards a hand-edited table only.
  return page?.slug === slug ? page : undefined;
};

const countChange = (categoryId: string, by: 1 | -1): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: pageCategoryKey(categoryId),
    UpdateExpression: 'ADD pageCount :by',
    // A page only enters a category that exists (a deleted one is refused: the caller says so).
    ...(by === 1 ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    ExpressionAttributeValues: { ':by': by },
  },
});

export type SavePageResult =
  { status: 'saved'; page: ContentPage } | { status: 'slug-taken' } | { status: 'stale' } | { status: 'not-found' } | { status: 'unknown-category' };

/**
 * Writes a new page (`previous` undefined) or a new version of one, in one transaction with its
 * slug claim (taken for a new slug, released for the old), its categories' counts and the audit entry.
 */
export const savePage = async (page: ContentPage, previous: ContentPage | undefined, audit: AuditEntry | undefined): Promise<SavePageResult> => {
  const slugChanges = previous?.slug !== page.slug;
  const categoryChanges = previous?.categoryId !== page.categoryId;
  const items: TransactItem[] = [
    previous
      ? {
          Put: {
            TableName: tableName(),
            Item: pageItem(page),
            ConditionExpression: 'version = :base',
            ExpressionAttributeValues: { ':base': previous.version },
          },
        }
      : { Put: { TableName: tableName(), Item: pageItem(page), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
  const claimAt = slugChanges
    ? items.push({ Put: { TableName: tableName(), Item: slugClaim(page), ConditionExpression: 'attribute_not_exists(pk)' } }) - 1
    : -1;
  if (slugChanges && previous) items.push({ Delete: { TableName: tableName(), Key: contentPageSlugKey(previous.slug) } });
  const categoryAt = categoryChanges && page.categoryId ? items.push(countChange(page.categoryId, 1)) - 1 : -1;
  if (categoryChanges && previous?.categoryId) items.push(countChange(previous.categoryId, -1));
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(items, audit) }));
  } catch (error) {
    // A new page's id is fresh, so only an update's version check fails here.
    if (conditionFailedAt(error, 0)) return (await getPage(page.id)) ? { status: 'stale' } : { status: 'not-found' };
    if (claimAt >= 0 && conditionFailedAt(error, claimAt)) return { status: 'slug-taken' };
    if (categoryAt >= 0 && conditionFailedAt(error, categoryAt)) return { status: 'unknown-category' };
    throw error;
  }
  return { status: 'saved', page };
};

/** Deletes the page as it was read (a save since makes it 'stale'), its claim and its place in its category. */
export const deletePage = async (page: ContentPage, audit: AuditEntry): Promise<'deleted' | 'stale'> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Delete: {
                TableName: tableName(),
                Key: contentPageKey(page.id),
                ConditionExpression: 'version = :version',
                ExpressionAttributeValues: { ':version': page.version },
              },
            },
            { Delete: { TableName: tableName(), Key: contentPageSlugKey(page.slug) } },
            ...(page.categoryId ? [countChange(page.categoryId, -1)] : []),
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'stale';
    throw error;
  }
  return 'deleted';
};

// ---------------------------------------------------------------------------
// Sayfa Kategorileri
// ---------------------------------------------------------------------------

/** Every category in its order. */
export const listPageCategories = async (): Promise<PageCategory[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :category)',
    ExpressionAttributeValues: { ':pk': PAGE_CATEGORY_PARTITION, ':category': PAGE_CATEGORY_PREFIX },
  });
  return items
    .map((item) => pageCategorySchema.parse({ pageCount: 0, ...item }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'tr'));
};

export const getPageCategory = async (id: string): Promise<PageCategory | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: pageCategoryKey(id) }));
  return out.Item ? pageCategorySchema.parse({ pageCount: 0, ...out.Item }) : undefined;
};

export const createPageCategory = async (category: PageCategory, audit: AuditEntry): Promise<void> => {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: withAudit(
        [
          {
            Put: { TableName: tableName(), Item: { ...pageCategoryKey(category.id), ...category }, ConditionExpression: 'attribute_not_exists(pk)' },
          },
        ],
        audit,
      ),
    }),
  );
};

/** Renames a category that still exists; undefined when it is gone. */
export const renamePageCategory = async (id: string, name: string, audit: AuditEntry): Promise<PageCategory | undefined> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Update: {
                TableName: tableName(),
                Key: pageCategoryKey(id),
                UpdateExpression: 'SET #name = :name',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: { '#name': 'name' },
                ExpressionAttributeValues: { ':name': name },
              },
            },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return undefined;
    throw error;
  }
  return getPageCategory(id);
};

/** Gives each category its place (1, 2, …) in one transaction; false when one of them is gone meanwhile. */
export const reorderPageCategories = async (ids: readonly string[], audit: AuditEntry): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          ids.map((id, i) => ({
            Update: {
              TableName: tableName(),
              Key: pageCategoryKey(id),
              UpdateExpression: 'SET #order = :order',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#order': 'order' },
              ExpressionAttributeValues: { ':order': i + 1 },
            },
          })),
          audit,
        ),
      }),
    );
  } catch (error) {
    if (ids.some((_, i) => conditionFailedAt(error, i))) return false;
    throw error;
  }
  return true;
};

/** Deletes a category holding no page: 'not-empty' when a page is in it (even one saved a moment ago). */
export const deletePageCategory = async (id: string, audit: AuditEntry): Promise<'deleted' | 'not-empty' | 'not-found'> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Delete: {
                TableName: tableName(),
                Key: pageCategoryKey(id),
                ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(pageCount) OR pageCount = :zero)',
                ExpressionAttributeValues: { ':zero': 0 },
              },
            },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return (await getPageCategory(id)) ? 'not-empty' : 'not-found';
    throw error;
  }
  return 'deleted';
};

/** The demo shop's categories (the seed): written once, without an audit entry; one already there is kept. */
export const putPageCategory = (category: PageCategory): Promise<unknown> =>
  unlessConditionFails(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pageCategoryKey(category.id),
        UpdateExpression: 'SET id = :id, #name = :name, #order = :order, pageCount = if_not_exists(pageCount, :zero)',
        ConditionExpression: 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name', '#order': 'order' },
        ExpressionAttributeValues: { ':id': category.id, ':name': category.name, ':order': category.order, ':zero': 0 },
      }),
    ),
  );
