import { randomUUID } from 'node:crypto';
import type { Order } from '@shop/shared';
import { LOCAL_REGION, TABLE_NAME } from '../../src/local/runtime';
import type { TestApp } from './app';
import { placedOrder } from '../../src/seed/placed-order';

/**
 * Writes a new order (Onay bekliyor) straight to the app's table, as the shop's checkout would: the back
 * office hears of it through the table's stream, like any order.
 */
export const writeOrder = async (app: TestApp, line: { quantity: number; unitPrice: number }): Promise<Order> => {
  // The repository reads its table and endpoint from the environment, as in a Lambda.
  process.env.TABLE_NAME = TABLE_NAME;
  process.env.DYNAMODB_ENDPOINT = app.local.serviceUrls[0];
  process.env.AWS_REGION = LOCAL_REGION;
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
  const { putOrders } = await import('@shop/functions/repositories/order-repository');
  const order: Order = placedOrder({
    id: `e2e-${randomUUID().slice(0, 8)}`,
    customer: { kind: 'member', id: '1', name: 'Emine Güler', email: 'emine.guler1@example.com' },
    total: line.quantity * line.unitPrice,
    quantity: line.quantity,
    createdAt: new Date().toISOString(),
  });
  await putOrders([order]);
  return order;
};
