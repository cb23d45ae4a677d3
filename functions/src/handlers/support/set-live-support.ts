import { API_ROUTES, liveSupportEnabledRequestSchema } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseJsonBody } from '../../http/parse';
import { ok } from '../../http/responses';
import { putLiveSupportSettings } from '../../repositories/settings-repository';

export const handler = apiHandler(API_ROUTES.setLiveSupport, async ({ event, caller }) => {
  const { enabled } = parseJsonBody(event, liveSupportEnabledRequestSchema);
  await putLiveSupportSettings({ customerSupportEnabled: enabled }, caller.sub);
  return ok({ success: true, customerSupportEnabled: enabled });
});
