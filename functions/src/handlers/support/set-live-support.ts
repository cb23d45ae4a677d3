import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { putLiveSupportSettings } from '../../repositories/settings-repository';

export const handler = apiHandler(API_ROUTES.setLiveSupport, async ({ body: { enabled }, caller }) => {
  const audit = auditEntry(
    caller,
    API_ROUTES.setLiveSupport,
    enabled ? 'live-support.opened' : 'live-support.closed',
    { type: 'live-support', id: 'LIVE_SUPPORT', name: 'Canlı Destek Ayarları' },
    enabled ? 'Canlı destek müşterilere açıldı.' : 'Canlı destek müşterilere kapatıldı.',
  );
  await putLiveSupportSettings({ customerSupportEnabled: enabled }, caller.sub, audit);
  return ok({ success: true, customerSupportEnabled: enabled });
});
