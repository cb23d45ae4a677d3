import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getReturn } from '../../repositories/return-repository';

export const handler = apiHandler(API_ROUTES.getReturn, async ({ params }) => {
  const ret = await getReturn(params.id);
  if (!ret) throw notFound();
  return ok({ data: ret });
});
