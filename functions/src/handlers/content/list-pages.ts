import { API_ROUTES } from '@shop/shared';
import { pageMatches } from '../../domain/content/content-page';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listPages } from '../../repositories/content-page-repository';

/** Sayfalar: every page (a shop keeps tens), filtered by a search and a status, newest change first. */
export const handler = apiHandler(API_ROUTES.listContentPages, async ({ query: { q, status } }) => {
  const pages = (await listPages())
    .filter((p) => (status === undefined || p.status === status) && pageMatches(p, q))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return ok({ data: pages });
});
