import { API_ROUTES, DASHBOARD_LATEST_ORDERS } from '@shop/shared';
import { chartDays, fillDays } from '../../domain/dashboard/order-days';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { latestOrders, readOrderDays } from '../../repositories/order-repository';

/** The orders widget: 14 daily counters (one Query) and the latest orders (one Query of 5). */
export const handler = apiHandler(API_ROUTES.dashboardOrders, async () => {
  const days = chartDays(Date.now());
  const [stored, latest] = await Promise.all([readOrderDays(days[0] ?? '', days.at(-1) ?? ''), latestOrders(DASHBOARD_LATEST_ORDERS)]);
  return ok({
    days: fillDays(days, stored),
    latest: latest.map((o) => ({ id: o.id, createdAt: o.createdAt, total: o.total, customerName: o.customer.name, status: o.status })),
  });
});
