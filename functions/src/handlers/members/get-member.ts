import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parseIdParam } from '../../http/parse';
import { ok } from '../../http/responses';
import { getMember } from '../../repositories/customer-repository';

export const handler = apiHandler(API_ROUTES.getMember, async ({ event }) => {
  const member = await getMember(parseIdParam(event));
  if (!member) throw notFound();
  return ok({ data: member });
});
