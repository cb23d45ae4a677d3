import * as z from 'zod';
import { bool, enumOf, int, object, requiredText } from '../schemas/common';

export const OUT_OF_STOCK_VISIBILITY = ['SHOW', 'HIDE'] as const;
export const OUT_OF_STOCK_VISIBILITY_LABELS: Record<(typeof OUT_OF_STOCK_VISIBILITY)[number], string> = {
  SHOW: 'Göster (Tükendi)',
  HIDE: 'Gizle',
};
export const ALLOCATION_STRATEGIES = ['PRIORITY', 'MOST_STOCK'] as const;
export const ALLOCATION_STRATEGY_LABELS: Record<(typeof ALLOCATION_STRATEGIES)[number], string> = {
  PRIORITY: 'Depo önceliğine göre',
  MOST_STOCK: 'En çok stoğu olan depodan',
};

/** Ürün Ayarları: one item, read by the catalogue, the storefront and (later) checkout and allocation. */
export const productSettingsSchema = object({
  /** A level at or below this is marked low (Genel Bakış, the stock list). */
  lowStockThreshold: int(0, 1_000_000).default(5),
  /** The unit of products that name none; null until one is chosen (then the first stock type). */
  defaultStockTypeId: requiredText(undefined, 100).nullable().default(null),
  /** Whether a variant with nothing available may still be ordered. */
  allowBackorder: bool().default(false),
  /** An out-of-stock product stays on the storefront marked Tükendi, or is hidden. */
  outOfStockVisibility: enumOf(OUT_OF_STOCK_VISIBILITY).default('SHOW'),
  allocationStrategy: enumOf(ALLOCATION_STRATEGIES).default('PRIORITY'),
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

export const DEFAULT_PRODUCT_SETTINGS: ProductSettings = productSettingsSchema.parse({});

/** POST /api/admin/settings/product: every field, with the version it was based on. */
export const productSettingsSaveSchema = productSettingsSchema.extend({ baseVersion: int(0, Number.MAX_SAFE_INTEGER) });
export type ProductSettingsSave = z.infer<typeof productSettingsSaveSchema>;
export const productSettingsAnswerSchema = productSettingsSchema.extend({ version: z.number().int().min(0) });
export type ProductSettingsAnswer = z.infer<typeof productSettingsAnswerSchema>;
