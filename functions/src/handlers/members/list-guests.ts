import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listGuests } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.listGuests, async ({ query }) => ok(await listGuests(query)));
