import {
  DEFAULT_PRODUCT_SETTINGS,
  productSettingsKey,
  productSettingsSchema,
  type AuditEntry,
  type ProductSettings,
  type ProductSettingsAnswer,
} from '@shop/shared';
import { getVersionedSettings, saveVersionedSettings, type SaveSettingsResult } from './versioned-settings';

const PRODUCT_SETTINGS = {
  key: productSettingsKey,
  parse: (item: Record<string, unknown>) => productSettingsSchema.parse(item),
  defaults: DEFAULT_PRODUCT_SETTINGS,
};

/** Ürün Ayarları as stored, with its version (0: never saved, the defaults). */
export const getProductSettings = (): Promise<ProductSettingsAnswer> => getVersionedSettings(PRODUCT_SETTINGS);

/** Replaces the settings if nobody saved since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const saveProductSettings = (
  settings: ProductSettings,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<SaveSettingsResult<ProductSettings>> => saveVersionedSettings(PRODUCT_SETTINGS, settings, baseVersion, audit);
