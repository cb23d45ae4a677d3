import { randomUUID } from 'node:crypto';
import { GetCommand, type GetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { placeOrder } from '@shop/functions/domain/orders/place-order';
import { orderDetailSchema, stockLevelKey, stockMovementSchema, type Order, type OrderDetail, type Product, type Warehouse } from '@shop/shared';
import { placedOrder } from '../src/seed/placed-order';
import { call, itemsWithPrefix, runtime, tableClient } from './runtime-client';

/*
 * What the order and return tests start from: stock counted through the API, orders placed as
 * checkout places them, and consistent reads of what they left in the table.
 */

export const readItem = async (key: Record<string, unknown>): Promise<GetCommandOutput['Item']> => {
  const db = tableClient();
  const out = await db.send(new GetCommand({ TableName: runtime().tableName, Key: key, ConsistentRead: true }));
  db.destroy();
  return out.Item;
};

export const stockLevelOf = (variantId: string, warehouseId: string) => readItem(stockLevelKey(variantId, warehouseId));

export const stockMovementsOf = async (variantId: string) =>
  (await itemsWithPrefix(`STOCK#${variantId}`))
    .filter((i) => i.pk === `STOCK#${variantId}` && String(i.sk).startsWith('MOVE#'))
    .map((i) => stockMovementSchema.parse(i));

/** Counts `quantity` of every variant of the product in each warehouse, as a warehouse manager would. */
export const countStock = async (product: Product, warehouses: readonly Warehouse[], quantity: number): Promise<void> => {
  for (const v of product.variants)
    for (const w of warehouses) {
      const res = await call('/api/admin/stock/movements', {
        as: 'WAREHOUSE_MANAGER',
        method: 'POST',
        body: { kind: 'COUNT', variantId: v.id, warehouseId: w.id, quantity },
      });
      if (res.status !== 201) throw new Error(`stock count failed: ${res.status}`);
    }
};

export const adminOrderDetail = async (id: string): Promise<OrderDetail> =>
  orderDetailSchema.parse((await call(`/api/admin/order/${id}`, { as: 'ORDER_MANAGER' })).body.data);

export interface TestOrderOptions {
  /** Units of the product's i-th variant (from `firstVariant` on); one line each. */
  readonly quantities: readonly number[];
  readonly firstVariant?: number;
  readonly method?: Order['paymentMethod'];
  /** Starts the order number, so a test's orders are told apart from others'. */
  readonly idPrefix: string;
  readonly email?: string;
  readonly createdAt?: string;
  readonly paymentDueAt?: string;
}

/** A new order of the product at 100 TL a unit, allocated in `warehouse` by placeOrder; fails the test when refused. */
export const placeTestOrder = async (product: Product, warehouse: Warehouse, options: TestOrderOptions): Promise<Order> => {
  const base = placedOrder({
    id: `${options.idPrefix}${randomUUID().slice(0, 8)}`,
    customer: { kind: 'member', id: '1', name: 'Emine Güler', email: options.email ?? 'emine.guler1@example.com' },
    total: 0,
    createdAt: options.createdAt ?? new Date().toISOString(),
  });
  const template = base.lines[0];
  if (!template) throw new Error('placedOrder gave no line');
  const lines = options.quantities.map((quantity, i) => {
    const v = product.variants[(options.firstVariant ?? 0) + i];
    if (!v) throw new Error(`the product has no variant ${(options.firstVariant ?? 0) + i}`);
    return {
      ...template,
      id: `L${i + 1}`,
      productId: product.id,
      variantId: v.id,
      sku: v.sku,
      name: product.name,
      optionLabel: v.options.Beden ?? '',
      unitPrice: 100,
      quantity,
      total: 100 * quantity,
      warehouseId: warehouse.id,
    };
  });
  const total = lines.reduce((s, l) => s + l.total, 0);
  const order: Order = {
    ...base,
    lines,
    paymentMethod: options.method ?? 'HAVALE_EFT',
    totals: { ...base.totals, subtotal: total, total },
    total,
    ...(options.paymentDueAt ? { paymentDueAt: options.paymentDueAt } : {}),
  };
  const placed = await placeOrder(order, { threshold: 0, allowBackorder: false });
  if (placed !== 'placed') throw new Error(`placeOrder answered ${placed}`);
  return order;
};
