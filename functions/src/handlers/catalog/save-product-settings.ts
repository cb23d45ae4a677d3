import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { invalid } from '../../domain/domain-error';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { saveProductSettings } from '../../repositories/product-settings-repository';
import { getStockType } from '../../repositories/stock-type-repository';

export const handler = apiHandler(API_ROUTES.saveProductSettings, async ({ body: { baseVersion, ...settings }, caller }) => {
  if (settings.defaultStockTypeId !== null && !(await getStockType(settings.defaultStockTypeId))) {
    throw invalid(SETUP_TEXTS.productSettingsStockType, 'defaultStockTypeId');
  }
  const audit = auditEntry(
    caller,
    API_ROUTES.saveProductSettings,
    'product-settings.saved',
    { type: 'product-settings', id: 'product-settings', name: 'Ürün Ayarları' },
    `Ürün Ayarları kaydedildi (düşük stok eşiği ${settings.lowStockThreshold}).`,
  );
  const result = await saveProductSettings(settings, baseVersion, audit);
  if (result.status === 'stale') throw conflict(SETUP_TEXTS.productSettingsStale);
  return ok(result.settings);
});
