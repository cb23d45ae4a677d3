import { API_ROUTES, CONTENT_PAGE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { pageFromSave } from '../../domain/content/content-page';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getPage, savePage } from '../../repositories/content-page-repository';
import { savedPageOrThrow } from './save-page-answer';

/** A new version of the page, saved over the version it was edited from only (409 otherwise). */
export const handler = apiHandler(API_ROUTES.updateContentPage, async ({ params: { id }, body, caller }) => {
  const previous = await getPage(id);
  if (!previous) throw notFound(M.pageNotFound);
  if (previous.version !== body.baseVersion) throw conflict(M.pageStale);
  const page = pageFromSave(body, previous, new Date());
  const audit = auditEntry(
    caller,
    API_ROUTES.updateContentPage,
    'page.updated',
    { type: 'page', id, name: page.title },
    `Sayfa “${page.title}” güncellendi (sürüm ${page.version}).`,
  );
  return ok({ data: savedPageOrThrow(await savePage(page, previous, audit), page) });
});
