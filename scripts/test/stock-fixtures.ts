import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  productKey,
  productSchema,
  skuClaimKey,
  stockTypeKey,
  variantIdOf,
  warehouseCodeKey,
  warehouseKey,
  warehouseSchema,
  type Product,
  type Warehouse,
} from '@shop/shared';
import { runtime, tableClient } from './runtime-client';

/**
 * Warehouses and products with variants written straight into the table (their write APIs belong
 * to other pages), through the shared key builders and schemas so they are what those APIs store.
 */

const put = async (Item: Record<string, unknown>) => {
  const db = tableClient();
  await db.send(new PutCommand({ TableName: runtime().tableName, Item }));
  db.destroy();
};

const short = () => randomUUID().slice(0, 8).toUpperCase();

export const putWarehouse = async (fields: Partial<Warehouse> = {}): Promise<Warehouse> => {
  const id = fields.id ?? randomUUID();
  const warehouse = warehouseSchema.parse({
    id,
    name: `Test deposu ${short()}`,
    code: `T-${short()}`,
    province: 'İstanbul',
    district: 'Kadıköy',
    address: '',
    priority: 500,
    isActive: true,
    isDefault: false,
    createdAt: new Date().toISOString(),
    version: 1,
    ...fields,
  });
  await put({ ...warehouseKey(id), ...warehouse });
  await put({ ...warehouseCodeKey(warehouse.code), warehouseId: id });
  return warehouse;
};

/** A stock type (Stok Tipleri' item), for decimals and untracked units. */
export const putStockType = async (fields: { allowDecimals: boolean; tracked: boolean; name?: string }): Promise<string> => {
  const id = randomUUID();
  await put({ ...stockTypeKey(id), id, name: fields.name ?? 'Kg', createdAt: new Date().toISOString(), version: 1, ...fields });
  return id;
};

/** A product with one variant per option value (`sizes`), each with its SKU claim; stock starts at 0. */
export const putProduct = async (options: { name?: string; sizes?: readonly string[]; stockTypeId?: string } = {}): Promise<Product> => {
  const id = randomUUID();
  const tag = short();
  const sizes = options.sizes ?? ['S', 'M'];
  const product = productSchema.parse({
    id,
    name: options.name ?? `Stok elbisesi ${tag}`,
    slug: `stok-elbisesi-${tag.toLowerCase()}`,
    categoryIds: [],
    price: 100,
    stock: 0,
    images: [],
    isActive: true,
    variants: sizes.map((size) => ({ id: variantIdOf(id, size), sku: `ELB-${tag}-${size}`, options: { Beden: size }, isActive: true })),
    ...(options.stockTypeId ? { stockTypeId: options.stockTypeId } : {}),
    createdAt: new Date().toISOString(),
    version: 1,
  });
  await put({ ...productKey(id), ...product });
  for (const variant of product.variants) await put({ ...skuClaimKey(variant.sku), productId: id, variantId: variant.id });
  return product;
};
