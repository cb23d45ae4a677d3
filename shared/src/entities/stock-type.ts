import * as z from 'zod';
import { normalizeName } from '../text/normalize-name';
import { bool, fieldError, int, object, visibleText } from '../schemas/common';

export const STOCK_TYPE_LIMITS = { name: 40, count: 100 } as const;

/** The units a new shop starts with (Stok Tipleri): name, decimals allowed, stock tracked. */
export const DEFAULT_STOCK_TYPES = [
  { name: 'Adet', allowDecimals: false, tracked: true },
  { name: 'Kg', allowDecimals: true, tracked: true },
  { name: 'Metre', allowDecimals: true, tracked: true },
  { name: 'Litre', allowDecimals: true, tracked: true },
  { name: 'Paket', allowDecimals: false, tracked: true },
] as const;

/** Decimal quantities keep at most this many places (grams of a kilo, millimetres of a metre). */
export const QUANTITY_DECIMALS = 3;

export const stockTypeSchema = z.object({
  id: z.string().min(1),
  /** The unit shown after a quantity: Adet, Kg, Metre ... */
  name: z.string().min(1),
  allowDecimals: z.boolean(),
  /** An untracked type (a service, a digital good) is always available and has no stock levels. */
  tracked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  version: z.number().int().min(1),
});
export type StockType = z.infer<typeof stockTypeSchema>;

export const stockTypeUpsertSchema = object({
  name: z.string({ error: fieldError }).overwrite(normalizeName).pipe(visibleText(undefined, STOCK_TYPE_LIMITS.name)),
  allowDecimals: bool().default(false),
  tracked: bool().default(true),
});
export type StockTypeUpsert = z.infer<typeof stockTypeUpsertSchema>;
export const stockTypeUpdateSchema = stockTypeUpsertSchema.extend({ baseVersion: int(1, Number.MAX_SAFE_INTEGER) });
export type StockTypeUpdate = z.infer<typeof stockTypeUpdateSchema>;

/** Whether a quantity fits a unit: whole for Adet, at most QUANTITY_DECIMALS places for Kg. */
export const fitsUnit = (quantity: number, type: Pick<StockType, 'allowDecimals'>): boolean =>
  type.allowDecimals
    ? Math.abs(quantity * 10 ** QUANTITY_DECIMALS - Math.round(quantity * 10 ** QUANTITY_DECIMALS)) < 1e-6
    : Number.isInteger(quantity);
