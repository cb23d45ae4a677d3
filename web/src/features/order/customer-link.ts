import type { Order } from '@shop/shared';

/** Where an order's customer is shown in the back office. */
export const customerPath = (customer: Order['customer']): string =>
  customer.kind === 'member'
    ? `/admin/member/detail/${encodeURIComponent(customer.id)}`
    : `/admin/member/guest/detail/${encodeURIComponent(customer.id)}`;

export const orderPath = (id: string): string => `/admin/order/detail/${encodeURIComponent(id)}`;
