import { RETURN_REASON_LABELS, type Actor, type Order, type OrderEvent, type OrderLine, type Return, type ReturnCreate } from '@shop/shared';
import { conflict, invalid } from '../domain-error';

const DAY_MS = 86_400_000;
const qty = (n: number) => n.toLocaleString('tr-TR');

/** What is left to return of a line: delivered, less what open returns ask for and what came back. */
export const returnableOf = (line: OrderLine): number => Math.max(0, line.deliveredQuantity - line.returnRequestedQuantity - line.returnedQuantity);

/** When the order's goods arrived: the last delivered shipment (undefined before any delivery). */
export const deliveredAtOf = (order: Pick<Order, 'shipments'>): string | undefined =>
  order.shipments
    .map((s) => s.deliveredAt)
    .filter((at): at is string => at !== undefined)
    .sort()
    .at(-1);

/** Whether `now` is past the return window that began at the delivery. */
export const outsideWindow = (deliveredAt: string, windowDays: number, now: string): boolean =>
  new Date(now).getTime() > new Date(deliveredAt).getTime() + windowDays * DAY_MS;

export interface NewReturnContext {
  readonly now: string;
  readonly actor: Actor;
  /** `R-<orderId>-<n>`: n is one past the returns the order has. */
  readonly id: string;
  readonly windowDays: number;
  readonly eventId: string;
}

export interface NewReturn {
  readonly ret: Return;
  readonly order: Order;
  readonly events: OrderEvent[];
}

/**
 * A return of some delivered lines of `order`: the order's counters move (returnRequestedQuantity),
 * its timeline says so. Pure; 409 when the order has nothing delivered or the window has passed
 * without the caller's confirmation, 400 (naming the field) for lines or quantities it cannot take.
 */
export const newReturn = (order: Order, request: ReturnCreate, ctx: NewReturnContext): NewReturn => {
  const delivered = order.status === 'DELIVERED' || order.status === 'COMPLETED' || order.fulfillmentStatus === 'PARTIALLY_DELIVERED';
  const deliveredAt = deliveredAtOf(order);
  if (!delivered || !deliveredAt) throw conflict('Yalnızca teslim edilmiş (ya da kısmen teslim edilmiş) bir sipariş için iade oluşturulabilir.');
  const late = outsideWindow(deliveredAt, ctx.windowDays, ctx.now);
  if (late && !request.confirmOutsideWindow)
    throw conflict(
      `Bu siparişin iade süresi (teslimattan sonra ${ctx.windowDays} gün) dolmuş. Yine de iade oluşturmak için süre dışı iadeyi onaylayın.`,
    );
  const wanted = new Map<string, number>();
  const lines = request.lines.map((l, i) => {
    if (wanted.has(l.orderLineId)) throw invalid(`lines.${i}.orderLineId: aynı satır bir iadede iki kez yazılamaz.`, `lines.${i}.orderLineId`);
    const line = order.lines.find((o) => o.id === l.orderLineId);
    if (!line) throw invalid(`lines.${i}.orderLineId: siparişte böyle bir satır yok.`, `lines.${i}.orderLineId`);
    if (l.quantity > returnableOf(line))
      throw invalid(`lines.${i}.quantity, iade edilebilecek miktarı (${qty(returnableOf(line))}) aşamaz.`, `lines.${i}.quantity`);
    wanted.set(l.orderLineId, l.quantity);
    const note = l.note?.trim();
    return {
      orderLineId: line.id,
      sku: line.sku,
      name: line.name,
      optionLabel: line.optionLabel,
      unitPrice: line.unitPrice,
      quantity: l.quantity,
      reason: l.reason,
      ...(note ? { note } : {}),
      receivedQuantity: 0,
      damagedQuantity: 0,
      restock: false,
    };
  });
  const ret: Return = {
    id: ctx.id,
    orderId: order.id,
    customerName: order.customer.name,
    lines,
    status: 'REQUESTED',
    outsideWindow: late,
    events: [
      {
        status: 'REQUESTED',
        message: late ? 'İade talebi oluşturuldu (iade süresi dışında, onaylandı).' : 'İade talebi oluşturuldu.',
        by: ctx.actor,
        at: ctx.now,
      },
    ],
    version: 1,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  const next: Order = {
    ...order,
    lines: order.lines.map((line) => ({ ...line, returnRequestedQuantity: line.returnRequestedQuantity + (wanted.get(line.id) ?? 0) })),
    version: order.version + 1,
    updatedAt: ctx.now,
  };
  const what = lines.map((l) => `${l.sku} × ${qty(l.quantity)} (${RETURN_REASON_LABELS[l.reason]})`).join(', ');
  return {
    ret,
    order: next,
    events: [
      {
        id: `0-${ctx.eventId}`,
        orderId: order.id,
        type: 'RETURN',
        message: `İade talebi ${ret.id} oluşturuldu: ${what}.`,
        by: ctx.actor,
        at: ctx.now,
      },
    ],
  };
};
