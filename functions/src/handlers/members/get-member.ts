import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getMember } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.getMember, async ({ params }) => {
  const member = await getMember(params.id);
  if (!member) throw notFound();
  return ok({ data: member });
});
