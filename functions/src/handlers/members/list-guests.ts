import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { guestPageSchema, listGuests } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.listGuests, async ({ event }) => ok(await listGuests(parseQuery(event, guestPageSchema))));
