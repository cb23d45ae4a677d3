import { API_ROUTES } from '@shop/shared';
import { listSupportAgents } from '../../domain/care/support-requests';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.listSupportAgents, async ({ caller }) => ok({ data: await listSupportAgents(caller) }));
