import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  BRAND_PARTITION,
  BRAND_PREFIX,
  brandKey,
  brandNameKey,
  brandSchema,
  GSI1,
  PRODUCT_LIST,
  productKey,
  lowerTurkish,
  normalizeName,
  type AuditEntry,
  type Brand,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt } from './transactions';

/**
 * All brands share one partition (a shop has hundreds, not millions): sk BRAND#<id> for
 * each brand and sk NAME#<folded name> claiming its name, so two brands whose names differ
 * only in (Turkish) case cannot both be written, even by simultaneous requests.
 */
const byName = new Intl.Collator('tr');

/**
 * "Işıltı", " IŞILTI " and "ışıltı" are one name to a Turkish reader, as are "İpekyolu" and
 * "İPEKYOLU", and "Probe" and "Pro\u200bbe" (the claim holds whatever a caller forgot to normalise).
 */
const nameKey = (name: string) => lowerTurkish(normalizeName(name));

const brandItem = (brand: Brand) => ({ ...brandKey(brand.id), ...brand });
const nameClaim = (brand: Brand) => ({ ...brandNameKey(nameKey(brand.name)), brandId: brand.id });

/** Every brand, sorted as Turkish readers sort. */
export const listBrands = async (): Promise<Brand[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :brand)',
      ExpressionAttributeValues: { ':pk': BRAND_PARTITION, ':brand': BRAND_PREFIX },
    }),
  );
  return (out.Items ?? []).map((item) => brandSchema.parse(item)).sort((a, b) => byName.compare(a.name, b.name));
};

/** Writes new brands with their name claims (the seed). */
export const putBrands = (brands: readonly Brand[]): Promise<void> => batchPut(brands.flatMap((b) => [brandItem(b), nameClaim(b)]));

export type CreateBrandResult = { status: 'created'; brand: Brand } | { status: 'duplicate' };

/** `audit` makes the entry for the new brand; it is written in the brand's transaction. */
export const createBrand = async (name: string, audit?: (brand: Brand) => AuditEntry): Promise<CreateBrandResult> => {
  const brand: Brand = { id: randomUUID(), name };
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            { Put: { TableName: tableName(), Item: nameClaim(brand), ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: tableName(), Item: brandItem(brand), ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
          audit?.(brand),
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'duplicate' };
    throw error;
  }
  return { status: 'created', brand };
};

/** One brand by id, or undefined. */
export const getBrand = async (id: string): Promise<Brand | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: brandKey(id) }));
  return out.Item ? brandSchema.parse(out.Item) : undefined;
};

export type RenameBrandResult = { status: 'renamed'; brand: Brand } | { status: 'duplicate' } | { status: 'not-found' } | { status: 'stale' };

/**
 * Renames a brand in one transaction: the brand (which must still exist), and when the folded
 * name changes, the new name claimed (refused when taken) and the old claim released.
 */
export const renameBrand = async (previous: Brand, name: string, audit: AuditEntry): Promise<RenameBrandResult> => {
  const brand: Brand = { ...previous, name };
  const claimChanges = nameKey(previous.name) !== nameKey(name);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            // Conditioned on the name read: of two renames at once, one wins and the other is refused (no claim is left behind).
            {
              Put: {
                TableName: tableName(),
                Item: brandItem(brand),
                ConditionExpression: 'attribute_exists(pk) AND #name = :previous',
                ExpressionAttributeNames: { '#name': 'name' },
                ExpressionAttributeValues: { ':previous': previous.name },
              },
            },
            ...(claimChanges
              ? [
                  { Put: { TableName: tableName(), Item: nameClaim(brand), ConditionExpression: 'attribute_not_exists(pk)' } },
                  { Delete: { TableName: tableName(), Key: brandNameKey(nameKey(previous.name)) } },
                ]
              : []),
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return (await getBrand(previous.id)) ? { status: 'stale' } : { status: 'not-found' };
    if (claimChanges && conditionFailedAt(error, 1)) return { status: 'duplicate' };
    throw error;
  }
  return { status: 'renamed', brand };
};

/** Ids of the products that name the brand (a filtered read of the product list: deleting a brand is rare). */
export const productIdsOfBrand = async (brandId: string): Promise<string[]> => {
  const ids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :list`,
        FilterExpression: 'brandId = :brand',
        ExpressionAttributeValues: { ':list': PRODUCT_LIST, ':brand': brandId },
        ProjectionExpression: 'id',
        ExclusiveStartKey,
      }),
    );
    ids.push(...(out.Items ?? []).map((item) => String(item.id)));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return ids;
};

/**
 * Takes the brand off each product that still names it, one conditional update each (a product
 * given another brand meanwhile keeps it), bumping its version so an open product form is stale.
 * Repeatable: after a failure, running it again finishes the rest. Returns how many were changed.
 */
export const detachBrand = async (brandId: string, productIds: readonly string[]): Promise<number> => {
  let changed = 0;
  for (const id of productIds) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: productKey(id),
          UpdateExpression: 'REMOVE brandId SET version = if_not_exists(version, :one) + :one',
          ConditionExpression: 'brandId = :brand',
          ExpressionAttributeValues: { ':brand': brandId, ':one': 1 },
        }),
      );
      changed += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return changed;
};

/** Deletes the brand and its name claim, with the audit entry, in one transaction; false when it was already gone. */
export const deleteBrand = async (brand: Brand, audit: AuditEntry): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            { Delete: { TableName: tableName(), Key: brandKey(brand.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: tableName(), Key: brandNameKey(nameKey(brand.name)) } },
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
