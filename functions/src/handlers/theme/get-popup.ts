import { API_ROUTES } from '@shop/shared';
import { readPopup } from '../../domain/theme/popup';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

/**
 * `popup` is null until one is created; the editor then starts from the default popup.
 * `version` is the top tab's: sent back as `baseVersion`, it turns a save made meanwhile into 409.
 */
export const handler = apiHandler(API_ROUTES.getPopup, async () => {
  const { popup, version } = await readPopup();
  return ok({ popup: popup ?? null, version });
});
