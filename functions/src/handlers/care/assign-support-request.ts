import { API_ROUTES } from '@shop/shared';
import { assignSupportRequest } from '../../domain/care/support-requests';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.assignSupportRequest, async ({ params: { id }, body, caller }) =>
  ok({ data: await assignSupportRequest(caller, API_ROUTES.assignSupportRequest, id, body.assigneeSub, body.version, new Date()) }),
);
