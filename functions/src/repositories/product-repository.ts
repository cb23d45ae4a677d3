import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { productSchema, withAncestors, type Product, type ProductPickerItem } from '@shop/shared';
import { batchPut } from './batch-write';
import { listCategories } from './category-repository';
import { documentClient, tableName } from './document-client';
import { listNewestFirst, newestFirstKeys, newestFirstPageSchema } from './newest-first';
import type { PageQuery } from './paging';
import { findSummaries, searchIndexItems } from './search-index-repository';

/**
 * A product's partition holds the product (sk PRODUCT) and one membership item per
 * category it belongs to, its categories' ancestors included (sk CATEGORY#<id>). The
 * membership items sit in gsi1 under CATEGORY_PRODUCTS#<categoryId>, newest first, and
 * carry what the picker shows, so "products of this category and everything below it"
 * is one Query.
 */
const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' });
const PRODUCT_LIST = 'PRODUCTS';
const categoryList = (categoryId: string) => `CATEGORY_PRODUCTS#${categoryId}`;

export const productPageSchema = newestFirstPageSchema(PRODUCT_LIST);

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
      pk: productKey(product.id).pk,
      sk: `CATEGORY#${categoryId}`,
      ...newestFirstKeys(categoryList(categoryId), product.createdAt, product.id),
      ...pickerItem,
    })),
    ...searchIndexItems('PRODUCT', product.id, [product.name], pickerItem, categoryIds),
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

export const listProducts = (page: PageQuery) => listNewestFirst(PRODUCT_LIST, page, toProduct);

export const getProduct = async (id: string): Promise<Product | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: productKey(id) }));
  return out.Item ? toProduct(out.Item) : undefined;
};

/** Products of a category and of every category below it, newest first. */
export const listCategoryProducts = async (categoryId: string, limit: number): Promise<ProductPickerItem[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :list',
      ExpressionAttributeValues: { ':list': categoryList(categoryId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(toPickerItem);
};

/** Products whose name has words starting with every word of the query; optionally within a category (and below). */
export const searchProducts = async (query: string, options: { limit: number; categoryId?: string }): Promise<ProductPickerItem[]> =>
  (await findSummaries('PRODUCT', query, { limit: options.limit, scope: options.categoryId })).map(toPickerItem);
