import { API_ROUTES, auditListQuerySchema, MESSAGES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { isAuditCursor, listAuditEntries } from '../../repositories/audit-repository';

/** Aktivite Geçmişi: newest first, filtered by who, action and time, one bounded page at a time. */
export const handler = apiHandler(API_ROUTES.listAuditEntries, async ({ event }) => {
  const query = parseQuery(event, auditListQuerySchema);
  if (query.cursor !== undefined && !isAuditCursor(query, query.cursor)) throw badRequest(`cursor: ${MESSAGES.api.invalidRequest}`, 'cursor');
  return ok(await listAuditEntries(query));
});
