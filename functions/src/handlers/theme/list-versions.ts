import { API_ROUTES } from '@shop/shared';
import { tabVersions } from '../../domain/theme/theme-tabs';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.listThemeVersions, async ({ query: { pageType } }) => {
  return ok({ data: await tabVersions(pageType) });
});
