import { API_ROUTES, FIELD_LIMITS, object, requiredText } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parsePathParams } from '../../http/parse';
import { ok } from '../../http/responses';
import { getGuest } from '../../repositories/customer-repository';

const params = object({ id: requiredText(undefined, FIELD_LIMITS.id) });

export const handler = apiHandler(API_ROUTES.getGuest, async ({ event }) => {
  const guest = await getGuest(parsePathParams(event, params).id);
  if (!guest) throw notFound();
  return ok({ data: guest });
});
