import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listMembers } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.listMembers, async ({ query }) => ok(await listMembers(query)));
