import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { CARGO_TEXTS, cargoSettingsSummary } from '../../domain/settings/cargo-settings';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { saveCargoSettings } from '../../repositories/cargo-settings-repository';

export const handler = apiHandler(API_ROUTES.saveCargoSettings, async ({ body: { baseVersion, ...settings }, caller }) => {
  const audit = auditEntry(
    caller,
    API_ROUTES.saveCargoSettings,
    'cargo-settings.saved',
    { type: 'cargo-settings', id: 'cargo-settings', name: 'Kargo Otomasyonu' },
    cargoSettingsSummary(settings),
  );
  const result = await saveCargoSettings(settings, baseVersion, audit);
  if (result.status === 'stale') throw conflict(CARGO_TEXTS.stale);
  return ok(result.settings);
});
