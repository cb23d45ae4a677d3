import { API_ROUTES, CONTENT_PAGE_MESSAGES as M, isPageLive } from '@shop/shared';
import { sanitizePageHtml } from '../../domain/content/page-html';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getPageBySlug } from '../../repositories/content-page-repository';
import { cacheable } from './cacheable';

/** /sayfa/{slug}: a live page, its body sanitised again on the way out (a row written by hand is no exception); else 404. */
export const handler = apiHandler(API_ROUTES.storefrontPage, async ({ params: { slug } }) => {
  const page = await getPageBySlug(slug);
  if (!page || !isPageLive(page, Date.now())) throw notFound(M.pageNotFound);
  const { title, bodyHtml, seoTitle, seoDescription, updatedAt } = page;
  return cacheable(ok({ page: { title, slug: page.slug, bodyHtml: sanitizePageHtml(bodyHtml), seoTitle, seoDescription, updatedAt } }));
});
