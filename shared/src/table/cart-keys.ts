import { TABLE_KEYS } from './table-keys';

/*
 * The store's cart and checkout (issue 28). Outside ORDER#…, so the order stream never sees them.
 * The strings are data: renaming one orphans what is stored.
 */
const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

/** A shopper's cart, named by the opaque id in its cookie; `ttl` removes an untouched one. */
export const cartKey = (cartId: string) => itemKey(`CART#${cartId}`, 'CART');
/** One checkout carried out: keyed by a hash of the cart id and the Idempotency-Key, so a repeat answers the same order. */
export const checkoutRequestKey = (hash: string) => itemKey(`CHECKOUT_REQUEST#${hash}`, 'REQUEST');
/** The hash of an order's confirmation token (its own item: the order's header is rewritten by every admin action). */
export const orderConfirmationKey = (orderId: string) => itemKey(`ORDER_CONFIRMATION#${orderId}`, 'CONFIRMATION');
