import { API_ROUTES, liveSupportEnabledRequestSchema } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { unauthorized } from '../../http/http-error';
import { parseJsonBody } from '../../http/parse';
import { ok } from '../../http/responses';
import { putLiveSupportSettings } from '../../repositories/settings-repository';

export const handler = apiHandler(API_ROUTES.setLiveSupport, async ({ event, caller }) => {
  if (!caller) throw unauthorized();
  const { enabled } = parseJsonBody(event, liveSupportEnabledRequestSchema);
  await putLiveSupportSettings({ customerSupportEnabled: enabled }, caller.sub);
  return ok({ success: true, customerSupportEnabled: enabled });
});
