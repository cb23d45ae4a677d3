import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getProductSettings } from '../../repositories/product-settings-repository';

export const handler = apiHandler(API_ROUTES.getProductSettings, async () => ok(await getProductSettings()));
