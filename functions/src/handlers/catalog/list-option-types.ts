import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listOptionTypes } from '../../repositories/option-type-repository';

export const handler = apiHandler(API_ROUTES.listOptionTypes, async () => ok({ data: await listOptionTypes() }));
