import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listReturns } from '../../repositories/return-repository';

export const handler = apiHandler(API_ROUTES.listReturns, async ({ query }) => ok(await listReturns(query)));
