import type { Order } from '@shop/shared';
import { batchPut } from './batch-write';

export const putOrders = (orders: readonly Order[]): Promise<void> =>
  batchPut(orders.map((o) => ({ pk: 'ORDER', sk: `ORDER#${o.id}`, ...o })));
