import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listForms } from '../../repositories/form-repository';

export const handler = apiHandler(API_ROUTES.listForms, async () => {
  const forms = await listForms();
  return ok({
    data: forms.map(({ id, name, createdAt, updatedAt, submissionCount, unreadCount, fields }) => ({
      id,
      name,
      createdAt,
      updatedAt,
      submissionCount,
      unreadCount,
      fieldCount: fields.length,
    })),
  });
});
