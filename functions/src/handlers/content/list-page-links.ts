import { API_ROUTES, isPageLive } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listPages } from '../../repositories/content-page-repository';

/** The pages a link may point to: those shoppers see now, by title. */
export const handler = apiHandler(API_ROUTES.listPageLinks, async () => {
  const now = Date.now();
  const pages = (await listPages()).filter((p) => isPageLive(p, now)).sort((a, b) => a.title.localeCompare(b.title, 'tr'));
  return ok({ data: pages.map(({ id, title, slug }) => ({ id, title, slug })) });
});
