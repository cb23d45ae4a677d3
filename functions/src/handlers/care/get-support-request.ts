import { API_ROUTES, SUPPORT_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getSupportRequestDetail } from '../../repositories/support-repository';

export const handler = apiHandler(API_ROUTES.getSupportRequest, async ({ params: { id } }) => {
  const detail = await getSupportRequestDetail(id);
  if (!detail) throw notFound(SUPPORT_TEXTS.notFound);
  return ok({ data: detail });
});
