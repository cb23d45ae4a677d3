import { API_ROUTES } from '@shop/shared';
import { addSupportNote } from '../../domain/care/support-requests';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.addSupportNote, async ({ params: { id }, body, caller }) =>
  ok({ data: await addSupportNote(caller, API_ROUTES.addSupportNote, id, body.text, body.version, new Date()) }),
);
