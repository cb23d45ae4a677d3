import { randomUUID } from 'node:crypto';
import {
  dashboardCustomersSchema,
  dashboardOrdersSchema,
  dashboardProductsSchema,
  dashboardThemeSchema,
  LOW_STOCK_LEVEL_LIST,
  MESSAGES,
  ORDER_CHART_DAYS,
  shopDay,
  type Order,
} from '@shop/shared';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { call, runtime, tableClient, tableItems, useRuntimeTable } from '../runtime-client';
import { putProduct, putWarehouse } from '../stock-fixtures';
import { placedOrder } from '../../src/seed/placed-order';

const FORBIDDEN = { status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } };

const itemKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;

/** The orders, products and counters written below are removed afterwards: other files list the seeded orders newest first. */
let before: Set<string>;
beforeAll(async () => {
  before = new Set((await tableItems()).map(itemKey));
});
afterAll(async () => {
  const db = tableClient();
  for (const item of (await tableItems()).filter((item) => !before.has(itemKey(item)))) {
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: item.pk, sk: item.sk } }));
  }
  db.destroy();
});

const order = (total: number): Order =>
  placedOrder({
    id: `pano-${randomUUID().slice(0, 8)}`,
    customer: { kind: 'member', id: '1', name: 'Emine Güler', email: 'emine.guler1@example.com' },
    total,
    createdAt: new Date().toISOString(),
  });

describe('Genel Bakış reads, per role', () => {
  it("counts today's orders once each, even when the same order is written again (a retried write)", async () => {
    useRuntimeTable();
    const before = dashboardOrdersSchema.parse((await call('/api/admin/dashboard/orders', { as: 'ORDER_MANAGER' })).body);
    expect(before.days).toHaveLength(ORDER_CHART_DAYS);
    expect(before.days.at(-1)?.day).toBe(shopDay(Date.now()));
    const first = order(120.5);
    await putOrders([first, order(30)]);
    await putOrders([first]);
    const after = dashboardOrdersSchema.parse((await call('/api/admin/dashboard/orders', { as: 'ORDER_MANAGER' })).body);
    const [was, now] = [before.days.at(-1), after.days.at(-1)];
    expect(now?.orderCount).toBe((was?.orderCount ?? 0) + 2);
    expect(now?.revenue).toBeCloseTo((was?.revenue ?? 0) + 150.5, 2);
    expect(after.latest.map((o) => o.id)).toContain(first.id);
  });

  it.each(['THEME_MANAGER', 'CONTENT_MANAGER', 'PRODUCT_MANAGER', 'USER'] as const)('refuses order figures to %s', async (role) => {
    expect(await call('/api/admin/dashboard/orders', { as: role })).toEqual(FORBIDDEN);
  });

  it('gives new members and guests only to roles that may see each', async () => {
    const admin = dashboardCustomersSchema.parse((await call('/api/admin/dashboard/customers', { as: 'ADMIN' })).body);
    expect(admin).toEqual({ weekStart: expect.any(String), newMembers: expect.any(Number), newGuests: expect.any(Number) });
    const analyst = dashboardCustomersSchema.parse((await call('/api/admin/dashboard/customers', { as: 'ANALYST' })).body);
    expect(analyst).toEqual({ weekStart: admin.weekStart, newGuests: admin.newGuests });
    // Monday 00:00 in Istanbul is 21:00 on Sunday UTC.
    expect(new Date(admin.weekStart).getUTCDay()).toBe(0);
    expect(admin.weekStart.slice(11)).toBe('21:00:00.000Z');
    expect(await call('/api/admin/dashboard/customers', { as: 'THEME_MANAGER' })).toEqual(FORBIDDEN);
    expect(await call('/api/admin/dashboard/customers', { as: 'ORDER_MANAGER' })).toEqual(FORBIDDEN);
  });

  it('lists variant × warehouse levels at or below the stock line, fewest first, for product roles only', async () => {
    const [warehouse, product] = await Promise.all([putWarehouse(), putProduct({ sizes: ['S'] })]);
    const variant = product.variants[0]!;
    const count = (quantity: number) =>
      call('/api/admin/stock/movements', {
        as: 'WAREHOUSE_MANAGER',
        method: 'POST',
        body: { kind: 'COUNT', variantId: variant.id, warehouseId: warehouse.id, quantity },
      });
    const levelItem = async () => (await tableItems()).find((i) => i.pk === `STOCK#${variant.id}` && i.sk === `LEVEL#${warehouse.id}`);
    expect((await count(0)).status).toBe(201);
    const res = dashboardProductsSchema.parse((await call('/api/admin/dashboard/products', { as: 'WAREHOUSE_MANAGER' })).body);
    expect(res.threshold).toBe(5);
    // Other files leave empty levels too: the widget shows the 20 fewest, so ours is listed when there is room, and indexed always.
    expect((await levelItem())?.gsi2pk).toBe(LOW_STOCK_LEVEL_LIST);
    if (res.levels.length < 20)
      expect(res.levels).toContainEqual({
        productId: product.id,
        variantId: variant.id,
        productName: product.name,
        sku: variant.sku,
        optionLabel: 'S',
        warehouseId: warehouse.id,
        warehouseName: warehouse.name,
        available: 0,
      });
    expect(res.levels.every((l) => l.available <= 5)).toBe(true);
    expect(res.levels.map((l) => l.available)).toEqual([...res.levels.map((l) => l.available)].sort((a, b) => a - b));
    // Restocked: it leaves the list.
    expect((await count(50)).status).toBe(201);
    expect((await levelItem())?.gsi2pk).toBeUndefined();
    const after = dashboardProductsSchema.parse((await call('/api/admin/dashboard/products', { as: 'PRODUCT_MANAGER' })).body);
    expect(after.levels.map((l) => l.variantId)).not.toContain(variant.id);
    expect(await call('/api/admin/dashboard/products', { as: 'THEME_MANAGER' })).toEqual(FORBIDDEN);
  });

  it('tells theme roles when the storefront was last published and by whom', async () => {
    const { versions } = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body;
    const saved = await call('/api/admin/theme/components', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'BOTTOM', components: [], baseVersion: versions.BOTTOM },
    });
    expect(saved.status).toBe(200);
    const theme = dashboardThemeSchema.parse((await call('/api/admin/dashboard/theme', { as: 'THEME_MANAGER' })).body);
    expect(theme.lastPublished).toMatchObject({ area: 'Alt alan', version: versions.BOTTOM + 1, by: { email: 'theme_manager@example.com' } });
    expect(await call('/api/admin/dashboard/theme', { as: 'ORDER_MANAGER' })).toEqual(FORBIDDEN);
  });
});
