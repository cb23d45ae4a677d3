import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { putLiveChatSettings } from '../../repositories/live-chat-settings-repository';

/** Canlı Destek Ayarları, whole: hours, messages, waiting time, retention (new conversations and messages get the new TTL). */
export const handler = apiHandler(API_ROUTES.saveLiveChatSettings, async ({ body, caller }) => {
  const audit = auditEntry(
    caller,
    API_ROUTES.saveLiveChatSettings,
    'live-chat-settings.saved',
    { type: 'live-support', id: 'LIVE_CHAT', name: 'Canlı Destek Ayarları' },
    `Destek saatleri ve mesajlar kaydedildi (bekleme ${body.maxWaitMinutes} dk, saklama ${body.retentionDays} gün).`,
  );
  await putLiveChatSettings(body, caller.sub, audit);
  return ok({ data: body });
});
