import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { pageFromSave } from '../../domain/content/content-page';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { savePage } from '../../repositories/content-page-repository';
import { savedPageOrThrow } from './save-page-answer';

export const handler = apiHandler(API_ROUTES.createContentPage, async ({ body, caller }) => {
  const page = pageFromSave(body, undefined, new Date());
  const audit = auditEntry(
    caller,
    API_ROUTES.createContentPage,
    'page.created',
    { type: 'page', id: page.id, name: page.title },
    `Sayfa “${page.title}” (/sayfa/${page.slug}) eklendi.`,
  );
  return created({ data: savedPageOrThrow(await savePage(page, undefined, audit), page) });
});
