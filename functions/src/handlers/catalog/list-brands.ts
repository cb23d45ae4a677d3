import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listBrands } from '../../repositories/brand-repository';

export const handler = apiHandler(API_ROUTES.listBrands, async () => ok({ data: await listBrands() }));
