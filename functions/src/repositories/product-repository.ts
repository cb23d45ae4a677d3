import * as z from 'zod';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  type Category,
  categoryProductList,
  FIELD_LIMITS,
  GSI1,
  PRODUCT_LIST,
  productCategoryKey,
  productKey,
  type Product,
  type ProductPickerItem,
  productSchema,
  SEARCH_ENTITY,
  withAncestors,
} from '@shop/shared';
import { batchPut } from './batch-write';
import { listCategories } from './category-repository';
import { documentClient, tableName } from './document-client';
import { listNewestFirst, newestFirstKeys, newestFirstPageSchema } from './newest-first';
import { decodeCursor, encodeCursor, type Page } from './paging';
import { findSummaries, searchIndexItems } from './search-index-repository';

/**
 * A product's partition holds the product (sk PRODUCT) and one membership item per
 * category it belongs to, its categories' ancestors included (sk CATEGORY#<id>). The
 * membership items sit in gsi1 under CATEGORY_PRODUCTS#<categoryId>, newest first, and
 * carry what the picker shows, so "products of this category and everything below it"
 * is one Query.
 */

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
const filterId = z.preprocess(emptyAsMissing, z.string().max(FIELD_LIMITS.id).optional());

/** `?limit=&cursor=` plus the back office's filters: one brand, one category (with everything below it). */
export const productPageSchema = newestFirstPageSchema(PRODUCT_LIST).extend({ brandId: filterId, categoryId: filterId });
export type ProductPageQuery = z.infer<typeof productPageSchema>;

const toProduct = (item: Record<string, unknown>): Product => productSchema.parse(item);
const toPickerItem = (item: Record<string, unknown>): ProductPickerItem => ({
  id: String(item.id),
  name: String(item.name),
  slug: String(item.slug),
});

const productItems = (product: Product, categoryIds: readonly string[]): Record<string, unknown>[] => {
  const pickerItem: ProductPickerItem = { id: product.id, name: product.name, slug: product.slug };
  return [
    { ...productKey(product.id), ...newestFirstKeys(PRODUCT_LIST, product.createdAt, product.id), ...product },
    ...categoryIds.map((categoryId) => ({
      ...productCategoryKey(product.id, categoryId),
      ...newestFirstKeys(categoryProductList(categoryId), product.createdAt, product.id),
      ...pickerItem,
    })),
    ...searchIndexItems(SEARCH_ENTITY.product, product.id, [product.name], pickerItem, categoryIds),
  ];
};

/**
 * Writes new products with their category memberships and search words. Category
 * ancestors are resolved from the categories in the table, so categories go in first.
 */
export const putProducts = async (products: readonly Product[]): Promise<void> => {
  const categories = await listCategories();
  await batchPut(products.flatMap((p) => productItems(p, withAncestors(categories, p.categoryIds))));
};

/** The category and every category below it. */
const withDescendants = (categories: readonly Category[], id: string): string[] => {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of categories) {
      if (!found.has(String(c.id)) && c.parents.some((p) => found.has(String(p.parent.id)))) {
        found.add(String(c.id));
        grew = true;
      }
    }
  }
  return [...found];
};

/** Items read per Query while filtering: a filter can skip many, so read more than one page's worth at a time. */
const FILTER_READ_SIZE = 100;

/**
 * A filtered page is filled by reading on until `limit` products match or the list ends;
 * the cursor is then the key of the last product returned, so the next page starts right after it.
 */
const listFilteredProducts = async (query: ProductPageQuery): Promise<Page<Product>> => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':list': PRODUCT_LIST };
  const conditions: string[] = [];
  if (query.brandId !== undefined) {
    names['#brand'] = 'brandId';
    values[':brand'] = query.brandId;
    conditions.push('#brand = :brand');
  }
  if (query.categoryId !== undefined) {
    const ids = withDescendants(await listCategories(), query.categoryId);
    names['#categories'] = 'categoryIds';
    ids.forEach((id, i) => (values[`:c${i}`] = id));
    conditions.push(`(${ids.map((_, i) => `contains(#categories, :c${i})`).join(' OR ')})`);
  }
  const matched: Record<string, unknown>[] = [];
  let start = query.cursor ? decodeCursor(query.cursor) : undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :list`,
        FilterExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: Math.max(query.limit, FILTER_READ_SIZE),
        ExclusiveStartKey: start,
      }),
    );
    matched.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && matched.length < query.limit);
  const data = matched.slice(0, query.limit);
  const last = data[data.length - 1];
  const more = matched.length > query.limit || start !== undefined;
  return {
    data: data.map(toProduct),
    ...(more && last
      ? { nextCursor: encodeCursor({ pk: last.pk, sk: last.sk, [GSI1.partitionKey]: last[GSI1.partitionKey], [GSI1.sortKey]: last[GSI1.sortKey] }) }
      : {}),
  };
};

export const listProducts = (query: ProductPageQuery) =>
  query.brandId === undefined && query.categoryId === undefined ? listNewestFirst(PRODUCT_LIST, query, toProduct) : listFilteredProducts(query);

export const getProduct = async (id: string): Promise<Product | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: productKey(id) }));
  return out.Item ? toProduct(out.Item) : undefined;
};

/** Products of a category and of every category below it, newest first. */
export const listCategoryProducts = async (categoryId: string, limit: number): Promise<ProductPickerItem[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: `${GSI1.partitionKey} = :list`,
      ExpressionAttributeValues: { ':list': categoryProductList(categoryId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(toPickerItem);
};

/** Products whose name has words starting with every word of the query; optionally within a category (and below). */
export const searchProducts = async (query: string, options: { limit: number; categoryId?: string }): Promise<ProductPickerItem[]> =>
  (await findSummaries(SEARCH_ENTITY.product, query, { limit: options.limit, scope: options.categoryId })).map(toPickerItem);
