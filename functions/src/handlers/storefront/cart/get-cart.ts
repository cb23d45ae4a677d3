import { API_ROUTES } from '@shop/shared';
import * as clock from '../../../clock';
import { readCart } from '../../../domain/cart/cart-service';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { ok } from '../../../http/responses';

/** The shopper's cart re-priced; an unknown or missing cookie is an empty cart (nothing written). */
export const handler = apiHandler(API_ROUTES.getCart, async ({ event }) => ok(await readCart(cartIdFrom(event), clock.now())));
