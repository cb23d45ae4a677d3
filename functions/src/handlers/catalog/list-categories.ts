import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listCategories } from '../../repositories/category-repository';

export const handler = apiHandler(API_ROUTES.listCategories, async () => ok({ data: await listCategories() }));
