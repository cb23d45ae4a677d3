import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listPageCategories } from '../../repositories/content-page-repository';

export const handler = apiHandler(API_ROUTES.listPageCategories, async () => ok({ data: await listPageCategories() }));
