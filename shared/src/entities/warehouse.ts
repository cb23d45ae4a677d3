import * as z from 'zod';
import { normalizeName } from '../text/normalize-name';
import { bool, fieldError, int, object, text, visibleText } from '../schemas/common';

/** Our limits; the issue caps warehouses at 50. */
export const WAREHOUSE_LIMITS = { count: 50, name: 100, code: 20, place: 60, address: 500, priority: 1000 } as const;

/** A code names a warehouse in CSV files and SKUs' stock rows: capitals, digits, dash and underscore. */
export const WAREHOUSE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

export const warehouseSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  code: z.string().min(1),
  /** İl and ilçe. */
  province: z.string(),
  district: z.string(),
  address: z.string(),
  /** Lower is allocated first (allocation by warehouse priority). */
  priority: z.number().int(),
  isActive: z.boolean(),
  /** Exactly one warehouse is the default: stock of products without a choice goes there. */
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  version: z.number().int().min(1),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** POST /api/admin/catalog/warehouse (create) and …/{id} (edit). A code is kept upper-case. */
export const warehouseUpsertSchema = object({
  name: z.string({ error: fieldError }).overwrite(normalizeName).pipe(visibleText(undefined, WAREHOUSE_LIMITS.name)),
  code: z
    .string({ error: fieldError })
    .trim()
    .toUpperCase()
    .min(1, { error: 'code gereklidir.' })
    .max(WAREHOUSE_LIMITS.code)
    .regex(WAREHOUSE_CODE_PATTERN, { error: 'code yalnızca büyük harf (A-Z), rakam, tire ve alt çizgi içerebilir.' }),
  province: text(WAREHOUSE_LIMITS.place).default(''),
  district: text(WAREHOUSE_LIMITS.place).default(''),
  address: text(WAREHOUSE_LIMITS.address).default(''),
  priority: int(0, WAREHOUSE_LIMITS.priority).default(0),
  isActive: bool().default(true),
  isDefault: bool().default(false),
});
export type WarehouseUpsert = z.infer<typeof warehouseUpsertSchema>;
export const warehouseUpdateSchema = warehouseUpsertSchema.extend({ baseVersion: int(1, Number.MAX_SAFE_INTEGER) });
export type WarehouseUpdate = z.infer<typeof warehouseUpdateSchema>;
