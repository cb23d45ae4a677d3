import { API_ROUTES, RETURN_ACTION_PERMISSION, can } from '@shop/shared';
import { runReturnAction } from '../../domain/returns/run-return-action';
import { apiHandler } from '../../http/api-handler';
import { forbidden } from '../../http/http-error';
import { ok } from '../../http/responses';

/** One staff action on one return; REFUND also needs payments:manage (the matrix in shared decides). */
export const handler = apiHandler(API_ROUTES.returnAction, async ({ params, body, caller }) => {
  if (!can(caller.groups, RETURN_ACTION_PERMISSION[body.action])) throw forbidden();
  return ok({ data: await runReturnAction(caller, params.id, body) });
});
