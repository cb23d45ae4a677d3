import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../../http/api-handler';
import { checkoutCall } from './checkout-call';

/** Siparişi tamamla as a guest: the order is the e-mail's (Misafir Kullanıcılar). */
export const handler = apiHandler(API_ROUTES.checkout, async ({ event, body }) => checkoutCall(event, body));
