import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parseIdParam } from '../../http/parse';
import { ok } from '../../http/responses';
import { getGuest } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.getGuest, async ({ event }) => {
  const guest = await getGuest(parseIdParam(event));
  if (!guest) throw notFound();
  return ok({ data: guest });
});
