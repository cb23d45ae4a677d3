import { deliveredOrder } from '../return-fixtures';
import { call } from '../runtime-client';

/** A return made by SUPER_ADMIN on a new delivered order, waiting for approval. */
const requestedReturn = async (): Promise<{ id: string; version: number }> => {
  const order = await deliveredOrder();
  const res = await call('/api/admin/returns', {
    as: 'SUPER_ADMIN',
    method: 'POST',
    body: { orderId: order.id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'SIZE_TOO_SMALL' }] },
  });
  if (res.status !== 201) throw new Error(`POST /api/admin/returns failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, version: res.body.data.version };
};

/** Valid requests for İadeler's routes (the route matrix's samples): each write on its own new order. */
export const RETURN_ROUTE_SAMPLES = {
  listReturns: async () => ({ path: '/api/admin/returns?limit=5' }),
  createReturn: async () => ({
    path: '/api/admin/returns',
    method: 'POST',
    body: { orderId: (await deliveredOrder()).id, lines: [{ orderLineId: 'L1', quantity: 1, reason: 'CHANGED_MIND' }] },
  }),
  returnReasonFigures: async () => ({ path: '/api/admin/returns/reasons?from=2026-01-01&to=2026-12-31' }),
  getReturn: async () => ({ path: `/api/admin/returns/${(await requestedReturn()).id}` }),
  returnAction: async () => {
    const { id, version } = await requestedReturn();
    return { path: `/api/admin/returns/${id}/actions`, method: 'POST', body: { action: 'APPROVE', version, returnCode: 'IADE123' } };
  },
};
