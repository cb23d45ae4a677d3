import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { listProducts, productPageSchema } from '../../repositories/product-repository';

export const handler = apiHandler(API_ROUTES.listProducts, async ({ event }) => ok(await listProducts(parseQuery(event, productPageSchema))));
