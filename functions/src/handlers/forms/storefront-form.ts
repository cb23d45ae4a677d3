import { API_ROUTES, FORM_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getForm } from '../../repositories/form-repository';
import { cacheable } from '../storefront/cacheable';

/** The form as a shopper sees it: fields and success message, never the notification address. Cached like every storefront read. */
export const handler = apiHandler(API_ROUTES.storefrontForm, async ({ params: { id } }) => {
  const form = await getForm(id);
  if (!form) throw notFound(FORM_TEXTS.notFound);
  const { name, fields, successMessage } = form;
  return cacheable(ok({ id, name, fields, successMessage }));
});
