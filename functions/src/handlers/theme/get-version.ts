import { API_ROUTES } from '@shop/shared';
import { readTabVersion } from '../../domain/theme/version-read';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { THEME_TEXTS } from './texts';

export const handler = apiHandler(API_ROUTES.getThemeVersion, async ({ params: { version }, query: { pageType } }) => {
  const found = await readTabVersion(pageType, version);
  if (!found) throw notFound(THEME_TEXTS.versionNotFound);
  return ok(found);
});
