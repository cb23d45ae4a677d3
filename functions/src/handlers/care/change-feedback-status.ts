import { API_ROUTES } from '@shop/shared';
import { changeFeedbackStatus } from '../../domain/care/feedback';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.changeFeedbackStatus, async ({ params: { id }, body: { status }, caller }) =>
  ok({ data: await changeFeedbackStatus(caller, API_ROUTES.changeFeedbackStatus, id, status) }),
);
