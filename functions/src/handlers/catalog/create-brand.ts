import { API_ROUTES, MESSAGES, selectOptionCreateSchema } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { parseJsonBody } from '../../http/parse';
import { created } from '../../http/responses';
import { createBrand } from '../../repositories/brand-repository';

export const handler = apiHandler(API_ROUTES.createBrand, async ({ event }) => {
  const { name } = parseJsonBody(event, selectOptionCreateSchema);
  const result = await createBrand(name);
  if (result.status === 'duplicate') throw conflict(MESSAGES.api.brandDuplicate);
  return created({ data: result.brand });
});
