import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type ProductPageQuery,
  type AuditEntry,
  type Category,
  categoryProductList,
  GSI1,
  isArchived,
  mediaUseList,
  optionUseKey,
  productMediaUseKey,
  optionUseList,
  optionUses,
  PRODUCT_LIST,
  productCategoryKey,
  productKey,
  type Product,
  type ProductCard,
  productCardOf,
  type Variant,
  type ProductPickerItem,
  productSlugKey,
  productSchema,
  categoryWithDescendants,
  SEARCH_ENTITY,
  withAncestors,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { batchPut } from './batch-write';
import { listCategories } from './category-repository';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { mediaPathHash } from './media-keys';
import { newestFirstKeys } from './newest-first';
import { decodeCursor, encodeCursor, type Page } from './paging';
import { findSummaries, searchIndexItems, storedIndexKeys } from './search-index-repository';
import { conditionFailedAt, type TransactItem } from './transactions';
import {
  claimCodes,
  claimItems,
  claimsOf,
  droppedClaims,
  movedFresh,
  releaseCodes,
  restoreCodes,
  unusedFresh,
  type CodeClaim,
} from './variant-code-claims';
import { firstStockedVariant } from './variant-reads';

/**
 * A product's partition holds the product (sk PRODUCT) and one membership item per
 * category it belongs to, its categories' ancestors included (sk CATEGORY#<id>). The
 * membership items sit in gsi1 under CATEGORY_PRODUCTS#<categoryId>, newest first, and
 * carry what the picker shows, so "products of this category and everything below it"
 * is one Query.
 */

const toProduct = (item: Record<string, unknown>): Product => productSchema.parse(item);
const toPickerItem = (item: Record<string, unknown>): ProductPickerItem => ({
  id: String(item.id),
  name: String(item.name),
  slug: String(item.slug),
});
/** Membership and search items carry the card (older items only id, name and slug: they count as active, priced 0). */
const toCard = (item: Record<string, unknown>): ProductCard => ({
  id: String(item.id),
  name: String(item.name),
  slug: String(item.slug),
  price: typeof item.price === 'number' ? item.price : 0,
  ...(typeof item.compareAtPrice === 'number' ? { compareAtPrice: item.compareAtPrice } : {}),
  ...(item.image && typeof item.image === 'object' ? { image: item.image as ProductCard['image'] & object } : {}),
  isActive: item.isActive !== false,
  inStock: item.inStock !== false,
  ...(typeof item.priceFrom === 'number' ? { priceFrom: item.priceFrom } : {}),
  ...(item.pricesDiffer === true ? { pricesDiffer: true } : {}),
});

/** Index words per product: fewer than other entities', so an update's transaction stays within DynamoDB's 100 actions. */
const PRODUCT_INDEXED_TOKENS = 16;
/** DynamoDB's limit on the actions of one TransactWriteItems call. */
const MAX_TRANSACTION_ACTIONS = 100;

/** Low stock is listed per variant × warehouse (the stock levels' gsi2), not per product. */
const productItem = (product: Product) => ({
  ...productKey(product.id),
  ...newestFirstKeys(PRODUCT_LIST, product.createdAt, product.id),
  ...product,
});
const slugClaim = (product: Product) => ({ ...productSlugKey(product.slug), productId: product.id });
/** An archived product has no memberships and no search words: no listing or search can meet it. */
const membershipItems = (product: Product, memberships: readonly string[]) => {
  if (isArchived(product)) return [];
  const card = productCardOf(product);
  return memberships.map((categoryId) => ({
    ...productCategoryKey(product.id, categoryId),
    ...newestFirstKeys(categoryProductList(categoryId), product.createdAt, product.id),
    ...card,
  }));
};
const searchItems = (product: Product, memberships: readonly string[]) =>
  isArchived(product)
    ? []
    : searchIndexItems(SEARCH_ENTITY.product, product.id, [product.name], { ...productCardOf(product) }, memberships, PRODUCT_INDEXED_TOKENS);

/**
 * One item per (option type name, value) the product's variants use, in the product's partition,
 * listed in gsi1 under the value, with how many variants use it: what refuses deleting a used value.
 */
const optionUseItems = (product: Product) =>
  [...optionUses(product.variants).values()].map((use) => ({
    ...optionUseKey(product.id, use.name, use.label),
    [GSI1.partitionKey]: optionUseList(use.name, use.label),
    [GSI1.sortKey]: product.id,
    productId: product.id,
    name: use.name,
    label: use.label,
    variants: use.variants,
  }));

/**
 * One item per library file the product shows (archived or not: its record still shows them), in
 * its partition and listed in gsi1 under the file: what the media library asks before deleting one.
 */
const mediaUseItems = (product: Product) =>
  [...new Set(product.images.map((image) => image.filePath))].map((filePath) => ({
    ...productMediaUseKey(product.id, mediaPathHash(filePath)),
    [GSI1.partitionKey]: mediaUseList(mediaPathHash(filePath)),
    [GSI1.sortKey]: product.id,
    productId: product.id,
    name: product.name,
    filePath,
  }));

/** Everything one product writes: the product, its slug claim, its category memberships, its search words and its option uses. */
const productItems = (product: Product, memberships: readonly string[]): Record<string, unknown>[] => [
  productItem(product),
  slugClaim(product),
  ...membershipItems(product, memberships),
  ...searchItems(product, memberships),
  ...optionUseItems(product),
  ...mediaUseItems(product),
];

/**
 * Writes new products with their category memberships, slug claims and search words
 * (the seed). Category ancestors are resolved from the categories in the table, so categories go in first.
 */
export const putProducts = async (products: readonly Product[]): Promise<void> => {
  const categories = await listCategories();
  const at = new Date().toISOString();
  await batchPut(products.flatMap((p) => [...productItems(p, withAncestors(categories, p.categoryIds)), ...claimItems(p.id, p.variants, at)]));
};

export type ProductWriteResult =
  | { status: 'saved'; product: Product }
  | { status: 'slug-taken' }
  | { status: 'stale' }
  | { status: 'too-many-actions' }
  /** A SKU or barcode another product's variant holds. */
  | { status: 'code-taken'; kind: 'SKU' | 'BARCODE'; code: string; variantId: string; productName: string; sku: string }
  /** A removed variant still has goods on hand or allocated. */
  | { status: 'variant-stocked'; sku: string };

const put = (Item: Record<string, unknown>, ConditionExpression?: string, values?: Record<string, unknown>): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item,
    ...(ConditionExpression ? { ConditionExpression } : {}),
    ...(values ? { ExpressionAttributeValues: values } : {}),
  },
});
const del = (Key: Record<string, unknown>): TransactItem => ({ Delete: { TableName: tableName(), Key } });

const keyOf = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;

/** Runs a product's transaction: action 0 is the product, action 1 the new slug claim when there is one. */
const runProductTransaction = async (actions: TransactItem[], product: Product, claimsSlug: boolean): Promise<ProductWriteResult> => {
  if (actions.length > MAX_TRANSACTION_ACTIONS) return { status: 'too-many-actions' };
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: actions }));
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'stale' };
    if (claimsSlug && conditionFailedAt(error, 1)) return { status: 'slug-taken' };
    throw error;
  }
  return { status: 'saved', product };
};

/**
 * Creates a product in one transaction: the product, its slug claim (refused when the slug is
 * taken), one membership per category and ancestor, and its search words. `memberships` are
 * the categories with their ancestors (the caller resolved them against the stored tree). The
 * audit entry goes last, in the same transaction.
 */
export const createProduct = (product: Product, memberships: readonly string[], audit?: AuditEntry): Promise<ProductWriteResult> =>
  withClaims(product, [], () =>
    runProductTransaction(
      withAudit(
        [
          put(productItem(product), 'attribute_not_exists(pk)'),
          put(slugClaim(product), 'attribute_not_exists(pk)'),
          ...membershipItems(product, memberships).map((item) => put(item)),
          ...searchItems(product, memberships).map((item) => put(item)),
          ...optionUseItems(product).map((item) => put(item)),
          ...mediaUseItems(product).map((item) => put(item)),
        ],
        audit,
      ),
      product,
      true,
    ),
  );

/**
 * The three steps of a product write whose variants hold SKUs and barcodes (more claims than one
 * transaction takes): claim every code (refused: a code another product holds), run the product's
 * transaction, then release the codes the product no longer uses; when the transaction is
 * refused, release what this write newly claimed instead. See docs/decisions.md.
 */
const withClaims = async (next: Product, previous: readonly Variant[], write: () => Promise<ProductWriteResult>): Promise<ProductWriteResult> => {
  const claims = claimsOf(next.variants);
  const stored = claimsOf(previous);
  // Refused: the table goes back to the stored product's claims (new codes released, moved ones pointed back).
  const undo = async (fresh: readonly CodeClaim[]) => {
    await releaseCodes(next.id, unusedFresh(fresh, stored));
    await restoreCodes(next.id, movedFresh(fresh, stored));
  };
  const claimed = await claimCodes(next.id, claims);
  if (claimed.status === 'taken') {
    await undo(claimed.fresh);
    return {
      status: 'code-taken',
      kind: claimed.claim.kind,
      code: claimed.claim.code,
      variantId: claimed.claim.variantId,
      productName: claimed.productName,
      sku: claimed.sku,
    };
  }
  const result = await write();
  if (result.status === 'saved') await releaseCodes(next.id, droppedClaims(stored, claims));
  else await undo(claimed.fresh);
  return result;
};

/** Product attributes a write leaves alone: the keys and the stock (the ledger ADDs to it). */
const UNTOUCHED = new Set(['pk', 'sk', 'stock']);
/** Optional attributes an update removes when the product no longer has them. */
const REMOVABLE = ['compareAtPrice', 'brandId', 'stockTypeId', 'archivedAt'] as const;

/**
 * The product's update as one Update action: SET every attribute but the stock, REMOVE the
 * optional ones it no longer has. A Put would replace the item and lose a stock movement's
 * `ADD stock` that landed between our read and our write; an Update cannot.
 */
const productUpdate = (next: Product, condition: string, values: Record<string, unknown>): TransactItem => {
  const item: Record<string, unknown> = productItem(next);
  const names: Record<string, string> = {};
  const attributeValues: Record<string, unknown> = { ...values };
  const sets = Object.entries(item)
    .filter(([key, value]) => !UNTOUCHED.has(key) && value !== undefined)
    .map(([key, value], i) => {
      names[`#a${i}`] = key;
      attributeValues[`:a${i}`] = value;
      return `#a${i} = :a${i}`;
    });
  const removes = REMOVABLE.filter((key) => item[key] === undefined).map((key) => {
    names[`#r_${key}`] = key;
    return `#r_${key}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: productKey(next.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: attributeValues,
    },
  };
};

/** The keys of a product's membership items as stored now. */
const storedMembershipKeys = async (id: string): Promise<Record<string, unknown>[]> =>
  (
    await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :category)',
        ExpressionAttributeValues: { ':pk': productKey(id).pk, ':category': 'CATEGORY#' },
        ProjectionExpression: 'pk, sk',
      }),
    )
  ).Items ?? [];

/**
 * Replaces a stored product (`previous`, as read) with `next` in one transaction, conditioned on
 * the version the caller based its edit on: the product with the next version, a new slug claim
 * when the slug changed (the old one deleted), every membership and search item rewritten with
 * the new card and those the product no longer has deleted, so no listing or search keeps a
 * stale name, price, category or slug.
 */
export const updateProduct = async (
  previous: Product,
  next: Product,
  baseVersion: number,
  memberships: readonly string[],
  audit?: AuditEntry,
): Promise<ProductWriteResult> => {
  const nextIds = new Set(next.variants.map((v) => v.id));
  const stocked = await firstStockedVariant(previous.variants.filter((v) => !nextIds.has(v.id)).map((v) => v.id));
  if (stocked !== undefined) return { status: 'variant-stocked', sku: previous.variants.find((v) => v.id === stocked)?.sku ?? stocked };
  const [oldMemberships, oldTokens] = await Promise.all([storedMembershipKeys(previous.id), storedIndexKeys(SEARCH_ENTITY.product, previous.id)]);
  const newMemberships = membershipItems(next, memberships);
  const newTokens = searchItems(next, memberships);
  const newUses = [...optionUseItems(next), ...mediaUseItems(next)];
  const oldUses = [...optionUseItems(previous), ...mediaUseItems(previous)].map((item) => ({ pk: item.pk, sk: item.sk }));
  const kept = new Set([...newMemberships, ...newTokens, ...newUses].map(keyOf));
  const slugChanged = previous.slug !== next.slug;
  // Products written before versions existed have none: version 1.
  const versionCondition =
    baseVersion === 1 ? 'attribute_exists(pk) AND (attribute_not_exists(version) OR version = :base)' : 'attribute_exists(pk) AND version = :base';
  return withClaims(next, previous.variants, () =>
    runProductTransaction(
      withAudit(
        [
          productUpdate(next, versionCondition, { ':base': baseVersion }),
          ...(slugChanged ? [put(slugClaim(next), 'attribute_not_exists(pk)'), del(productSlugKey(previous.slug))] : []),
          ...newMemberships.map((item) => put(item)),
          ...newTokens.map((item) => put(item)),
          ...newUses.map((item) => put(item)),
          ...[...oldMemberships, ...oldTokens, ...oldUses].filter((key) => !kept.has(keyOf(key))).map((key) => del({ pk: key.pk, sk: key.sk })),
        ],
        audit,
      ),
      next,
      slugChanged,
    ),
  );
};

/** The product a storefront address names, by its slug claim. */
export const getProductBySlug = async (slug: string): Promise<Product | undefined> => {
  const claim = await documentClient().send(new GetCommand({ TableName: tableName(), Key: productSlugKey(slug) }));
  const id: unknown = claim.Item?.productId;
  if (typeof id !== 'string') return undefined;
  const product = await getProduct(id);
  return product?.slug === slug ? product : undefined;
};

/** Cards of the given products (missing ones left out), read from the catalogue in batches of 100. */
export const getProductCards = async (ids: readonly string[]): Promise<Map<string, ProductCard>> => {
  const unique = [...new Set(ids)];
  const cards = new Map<string, ProductCard>();
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] = unique.slice(i, i + 100).map(productKey);
    for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
      const out = await documentClient().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const product = toProduct(item);
        cards.set(product.id, productCardOf(product));
      }
      keys = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return cards;
};

/** Items read per Query while filtering: a filter can skip many, so read more than one page's worth at a time. */
const FILTER_READ_SIZE = 100;

/**
 * A filtered page is filled by reading on until `limit` products match or the list ends;
 * the cursor is then the key of the last product returned, so the next page starts right after it.
 */
const listFilteredProducts = async (query: ProductPageQuery): Promise<Page<Product>> => {
  const names: Record<string, string> = { '#archivedAt': 'archivedAt' };
  const values: Record<string, unknown> = { ':list': PRODUCT_LIST };
  // Archived products stay in the product list (brand and stock-type checks read it); the archive is a filter of it.
  const conditions: string[] = [query.archived === true ? 'attribute_exists(#archivedAt)' : 'attribute_not_exists(#archivedAt)'];
  if (query.brandId !== undefined) {
    names['#brand'] = 'brandId';
    values[':brand'] = query.brandId;
    conditions.push('#brand = :brand');
  }
  if (query.categoryId !== undefined) {
    const ids = categoryWithDescendants(await listCategories(), query.categoryId);
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

/** A page of the products on sale, or of the archive (`archived`); always a filtered read, as archived products share the list. */
export const listProducts = (query: ProductPageQuery) => listFilteredProducts(query);

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

/** The storefront's cards of a category (and everything below it): active products only, newest first, at most `limit`. */
export const listActiveCategoryCards = async (categoryId: string, limit: number): Promise<ProductCard[]> => {
  const cards: ProductCard[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :list`,
        FilterExpression: 'isActive <> :inactive',
        ExpressionAttributeValues: { ':list': categoryProductList(categoryId), ':inactive': false },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey,
      }),
    );
    cards.push(...(out.Items ?? []).map(toCard));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey && cards.length < limit);
  return cards.slice(0, limit);
};

/** The storefront's search: active products whose name has words starting with every word of the query. */
export const searchActiveProductCards = async (query: string, limit: number): Promise<ProductCard[]> =>
  (await findSummaries(SEARCH_ENTITY.product, query, { limit, activeOnly: true })).map(toCard);

/** Products whose name has words starting with every word of the query; optionally within a category (and below). */
export const searchProducts = async (query: string, options: { limit: number; categoryId?: string }): Promise<ProductPickerItem[]> =>
  (await findSummaries(SEARCH_ENTITY.product, query, { limit: options.limit, scope: options.categoryId })).map(toPickerItem);

/*
 * Issue 26: the category tree changed under products, and the archive.
 */

/** Attempts at one product when an editor saves it meanwhile (each reads it again). */
const REINDEX_ATTEMPTS = 5;

export type ReindexResult = 'saved' | 'gone' | 'busy';

/**
 * Re-derives one product's category memberships and search words from the tree as it is now
 * (`categories`), optionally putting `replace.to` in place of `replace.from` in its categories (a
 * deleted category's products). One transaction per product (its memberships and words fit; all
 * products at once would not), conditioned on the version read; a product saved meanwhile is read
 * again. The result depends only on the stored product and the tree, so running it twice is the
 * same as once: that is what makes a tree edit safe to repeat after a failure (docs/decisions.md).
 * Only a changed category list is a new version (an open form is then stale).
 */
export const reindexProductCategories = async (
  id: string,
  categories: readonly Category[],
  replace?: { from: string; to: string },
): Promise<ReindexResult> => {
  const known = new Set(categories.map((c) => String(c.id)));
  for (let attempt = 0; attempt < REINDEX_ATTEMPTS; attempt++) {
    const previous = await getProduct(id);
    if (!previous) return 'gone';
    const categoryIds = [...new Set(previous.categoryIds.map((c) => (c === replace?.from ? replace.to : c)))].filter((c) => known.has(c));
    const changed = categoryIds.join() !== previous.categoryIds.join();
    const next: Product = changed ? { ...previous, categoryIds, version: previous.version + 1, updatedAt: new Date().toISOString() } : previous;
    const result = await updateProduct(previous, next, previous.version, withAncestors(categories, categoryIds));
    if (result.status === 'saved') return 'saved';
    if (result.status !== 'stale') throw new Error(`reindexing product ${id}: ${result.status}`);
  }
  return 'busy';
};

/** How many products are re-derived at once: enough to be quick, few enough not to crowd the table's capacity. */
const REINDEX_CONCURRENCY = 4;

/** reindexProductCategories for many products, a few at a time; the ids that could not be done (busy). */
export const reindexProducts = async (ids: readonly string[], categories: readonly Category[], replace?: { from: string; to: string }) => {
  const busy: string[] = [];
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if ((await reindexProductCategories(id, categories, replace)) === 'busy') busy.push(id);
    }
  };
  await Promise.all(Array.from({ length: REINDEX_CONCURRENCY }, worker));
  return busy;
};

/**
 * Archives a product (or restores one, `archivedAt` undefined) as an update of its version: the
 * archive flag with its memberships and search words deleted (archiving) or written again from the
 * tree as it is now (restoring; categories deleted meanwhile are dropped). Its slug and SKUs stay
 * claimed, so a restore never finds them taken, and its record stays readable by id.
 */
export const setProductArchived = async (
  previous: Product,
  archivedAt: string | undefined,
  categories: readonly Category[],
  audit?: AuditEntry,
): Promise<ProductWriteResult> => {
  const known = new Set(categories.map((c) => String(c.id)));
  const categoryIds = previous.categoryIds.filter((c) => known.has(c));
  const { archivedAt: _was, ...rest } = previous;
  const next: Product = {
    ...rest,
    categoryIds,
    ...(archivedAt !== undefined ? { archivedAt } : {}),
    version: previous.version + 1,
    updatedAt: archivedAt ?? new Date().toISOString(),
  };
  return updateProduct(previous, next, previous.version, withAncestors(categories, categoryIds), audit);
};

/** The products that show a library file (their media-use items): one Query, never a scan. */
export const productsUsingFile = async (filePath: string): Promise<{ id: string; name: string }[]> =>
  (
    await queryAll({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: `${GSI1.partitionKey} = :list`,
      ExpressionAttributeValues: { ':list': mediaUseList(mediaPathHash(filePath)) },
    })
  )
    // A hash could in theory be shared by two paths: the stored path settles it.
    .filter((item) => item.filePath === filePath)
    .map((item) => ({ id: String(item.productId), name: String(item.name) }));

/** Writes the media-use items of stored products again (a Put each: repeating it changes nothing). */
export const putMediaUses = (products: readonly Product[]): Promise<void> => batchPut(products.flatMap(mediaUseItems));
