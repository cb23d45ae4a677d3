import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { listMembers, memberPageSchema } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.listMembers, async ({ event }) => ok(await listMembers(parseQuery(event, memberPageSchema))));
