import { API_ROUTES, CONTENT_PAGE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deletePage, getPage } from '../../repositories/content-page-repository';

/** Its address is free again; links to it are flagged in the builder (the link list no longer holds it). */
export const handler = apiHandler(API_ROUTES.deleteContentPage, async ({ params: { id }, caller }) => {
  const page = await getPage(id);
  if (!page) throw notFound(M.pageNotFound);
  const audit = auditEntry(
    caller,
    API_ROUTES.deleteContentPage,
    'page.deleted',
    { type: 'page', id, name: page.title },
    `Sayfa “${page.title}” (/sayfa/${page.slug}) silindi.`,
  );
  if ((await deletePage(page, audit)) === 'stale') throw conflict(M.pageStale);
  return ok({ deleted: true as const });
});
