import { API_ROUTES, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { isAuditCursor, listAuditEntries } from '../../repositories/audit-repository';

/** Aktivite Geçmişi: newest first, filtered by who, action and time, one bounded page at a time. */
export const handler = apiHandler(API_ROUTES.listAuditEntries, async ({ query }) => {
  if (query.cursor !== undefined && !isAuditCursor(query, query.cursor)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  return ok(await listAuditEntries(query));
});
