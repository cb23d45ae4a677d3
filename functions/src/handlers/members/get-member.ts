import { API_ROUTES, FIELD_LIMITS, object, requiredText } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parsePathParams } from '../../http/parse';
import { ok } from '../../http/responses';
import { getMember } from '../../repositories/customer-repository';

const params = object({ id: requiredText(undefined, FIELD_LIMITS.id) });

export const handler = apiHandler(API_ROUTES.getMember, async ({ event }) => {
  const member = await getMember(parsePathParams(event, params).id);
  if (!member) throw notFound();
  return ok({ data: member });
});
