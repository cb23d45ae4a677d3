import { API_ROUTES } from '@shop/shared';
import { changeSupportStatus } from '../../domain/care/support-requests';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.changeSupportStatus, async ({ params: { id }, body, caller }) =>
  ok({ data: await changeSupportStatus(caller, API_ROUTES.changeSupportStatus, id, body.status, body.version, new Date()) }),
);
