import { API_ROUTES } from '@shop/shared';
import { now } from '../../clock';
import { isWithinSupportHours } from '../../domain/live-chat/support-hours';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getLiveChatSettings } from '../../repositories/live-chat-settings-repository';
import { getLiveSupportSettings } from '../../repositories/settings-repository';

/** Whether the storefront shows the chat launcher: the top bar's switch and the support hours (Europe/Istanbul). */
export const handler = apiHandler(API_ROUTES.liveChatStatus, async () => {
  const [support, settings] = await Promise.all([getLiveSupportSettings(), getLiveChatSettings()]);
  return ok({
    enabled: support.customerSupportEnabled,
    withinHours: isWithinSupportHours(settings.hours, new Date(now())),
    greeting: settings.greeting,
    offlineMessage: settings.offlineMessage,
    maxWaitMinutes: settings.maxWaitMinutes,
  });
});
