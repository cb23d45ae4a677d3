import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getGuest } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.getGuest, async ({ params }) => {
  const guest = await getGuest(params.id);
  if (!guest) throw notFound();
  return ok({ data: guest });
});
