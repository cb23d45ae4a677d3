import { API_ROUTES, POPUP_STATIC_PAGE_TYPE, saveThemeComponentsRequestSchema } from '@shop/shared';
import { saveTab, StaleVersionError } from '../../domain/theme/theme-tabs';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { parseJsonBody } from '../../http/parse';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.saveThemeComponents, async ({ event, caller }) => {
  const body = parseJsonBody(event, saveThemeComponentsRequestSchema);
  const misplaced = body.components.findIndex((c) => c.componentType === 'POPUP');
  if (misplaced >= 0 && body.pageType !== POPUP_STATIC_PAGE_TYPE) {
    throw badRequest(`components.${misplaced}.componentType: POPUP yalnızca ${POPUP_STATIC_PAGE_TYPE} alanında kaydedilebilir.`, `components.${misplaced}.componentType`);
  }
  try {
    const saved = await saveTab({ ...body, caller: caller });
    return ok(saved);
  } catch (error) {
    if (error instanceof StaleVersionError) throw conflict();
    throw error;
  }
});
