import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { isMovementCursor, listMovements } from '../../repositories/stock-repository';

/** The ledger, newest first: one variant's (optionally in one warehouse) or one warehouse's. */
export const handler = apiHandler(API_ROUTES.listStockMovements, async ({ query }) => {
  if (query.cursor && !isMovementCursor(query, query.cursor)) throw badRequest('cursor geçersiz.', 'cursor');
  return ok(await listMovements(query));
});
