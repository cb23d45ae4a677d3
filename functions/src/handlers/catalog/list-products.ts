import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listProducts } from '../../repositories/product-repository';

export const handler = apiHandler(API_ROUTES.listProducts, async ({ query }) => ok(await listProducts(query)));
