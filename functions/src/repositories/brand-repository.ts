import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  BRAND_PARTITION,
  BRAND_PREFIX,
  brandKey,
  brandNameKey,
  brandSchema,
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
