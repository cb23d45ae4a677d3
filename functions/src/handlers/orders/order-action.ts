import { API_ROUTES, ORDER_ACTION_PERMISSION, can } from '@shop/shared';
import { carrierFor } from '../../domain/orders/carriers';
import { runOrderAction } from '../../domain/orders/run-order-action';
import { apiHandler } from '../../http/api-handler';
import { forbidden } from '../../http/http-error';
import { ok } from '../../http/responses';

/** One staff action on one order; money actions also need payments:manage (the matrix in shared decides). */
export const handler = apiHandler(API_ROUTES.orderAction, async ({ params, body, caller }) => {
  if (!can(caller.groups, ORDER_ACTION_PERMISSION[body.action])) throw forbidden();
  return ok({ data: await runOrderAction(caller, params.id, body, carrierFor) });
});
