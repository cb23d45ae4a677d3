import { API_ROUTES, DASHBOARD_LATEST_ORDERS, ORDER_LIST } from '@shop/shared';
import { chartDays, fillDays } from '../../domain/dashboard/order-days';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { readOrderDays } from '../../repositories/order-repository';
import { listNewestFirst } from '../../repositories/newest-first';
import { orderSchema } from '@shop/shared';

/** The orders widget: 14 daily counters (one Query) and the latest orders (one Query of 5). */
export const handler = apiHandler(API_ROUTES.dashboardOrders, async () => {
  const days = chartDays(Date.now());
  const [stored, latest] = await Promise.all([
    readOrderDays(days[0] ?? '', days.at(-1) ?? ''),
    listNewestFirst(ORDER_LIST, { limit: DASHBOARD_LATEST_ORDERS }, (item) => orderSchema.parse(item)),
  ]);
  return ok({
    days: fillDays(days, stored),
    latest: latest.data.map((o) => ({ id: o.id, createdAt: o.createdAt, total: o.total, customerName: o.customer.name, status: o.status })),
  });
});
