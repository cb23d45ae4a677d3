import { ORDER_TRACK_NOT_FOUND, type ApiRoute, type Order, type ShopperOrder, type ShopperReturnRequest } from '@shop/shared';
import { now } from '../../clock';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import { getOrder } from '../../repositories/order-repository';
import { orderReturns } from '../../repositories/return-repository';
import { memberOrders } from '../../repositories/shopper-account-repository';
import type { Caller } from '../caller';
import { DomainError } from '../domain-error';
import { createReturn } from '../returns/create-return';
import { shopperOrderView } from './shopper-orders';

/*
 * Orders as their owners reach them: a member's by their sub (customer.kind 'member', customer.id),
 * anyone's by order number and the e-mail it was placed with. Whatever does not match answers the
 * same not-found, so nobody learns which order numbers exist or whose they are.
 */

/**
 * E-mail addresses compare as checkout stores them: trimmed and lower-cased the plain (ASCII) way.
 * Turkish rules would make a typed `I` a dotless `ı`, so `Ilker@…` would never match `ilker@…`.
 */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const views = async (orders: readonly Order[]): Promise<ShopperOrder[]> => {
  const { returnWindowDays } = await getCargoSettings();
  const at = new Date(now()).toISOString();
  return Promise.all(orders.map(async (o) => shopperOrderView(o, await orderReturns(o.id), returnWindowDays, at)));
};

export const listMemberOrders = async (memberId: string): Promise<ShopperOrder[]> => views(await memberOrders(memberId));

const memberOrder = async (memberId: string, orderNo: string): Promise<Order> => {
  const order = await getOrder(orderNo);
  if (order?.customer.kind !== 'member' || order.customer.id !== memberId) throw new DomainError('not-found', 'Sipariş bulunamadı.');
  return order;
};

const trackedOrder = async (orderNo: string, email: string): Promise<Order> => {
  const order = await getOrder(orderNo);
  if (!order || !sameEmail(order.customer.email, email)) throw new DomainError('not-found', ORDER_TRACK_NOT_FOUND);
  return order;
};

export const trackOrder = async (orderNo: string, email: string): Promise<ShopperOrder> => {
  const [view] = await views([await trackedOrder(orderNo, email)]);
  if (!view) throw new DomainError('not-found', ORDER_TRACK_NOT_FOUND);
  return view;
};

/**
 * İade talebi: a return in İadeler through the returns domain, never outside the window (the
 * shopper cannot confirm what only staff may), so a late request is its 409 with nothing written.
 */
const requestReturn = async (order: Order, caller: Caller, request: ShopperReturnRequest, via: Pick<ApiRoute, 'method' | 'path'>) => {
  const ret = await createReturn(caller, { orderId: order.id, lines: request.lines, confirmOutsideWindow: false }, via);
  return { id: ret.id, status: ret.status };
};

export const requestMemberReturn = async (caller: Caller, orderNo: string, request: ShopperReturnRequest, via: Pick<ApiRoute, 'method' | 'path'>) =>
  requestReturn(await memberOrder(caller.sub, orderNo), caller, request, via);

/** A guest is recorded as the order's customer (there is no account to name). */
export const requestGuestReturn = async (orderNo: string, email: string, request: ShopperReturnRequest, via: Pick<ApiRoute, 'method' | 'path'>) => {
  const order = await trackedOrder(orderNo, email);
  const caller: Caller = { sub: `${order.customer.kind}:${order.customer.id}`, groups: [], email: order.customer.email, name: order.customer.name };
  return requestReturn(order, caller, request, via);
};
