import { API_ROUTES, CONTENT_PAGE_MESSAGES as M } from '@shop/shared';
import { sanitizePageHtml } from '../../domain/content/page-html';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getPage } from '../../repositories/content-page-repository';

/** The body is sanitised again on the way out: the admin's editor writes it into the page, so nothing stored unchecked may reach it. */
export const handler = apiHandler(API_ROUTES.getContentPage, async ({ params: { id } }) => {
  const page = await getPage(id);
  if (!page) throw notFound(M.pageNotFound);
  return ok({ data: { ...page, bodyHtml: sanitizePageHtml(page.bodyHtml) } });
});
