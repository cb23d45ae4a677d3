import { API_ROUTES } from '@shop/shared';
import { replySupportRequest } from '../../domain/care/support-requests';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.replySupportRequest, async ({ params: { id }, body, caller }) =>
  ok({ data: await replySupportRequest(caller, API_ROUTES.replySupportRequest, id, body.text, body.version, new Date()) }),
);
