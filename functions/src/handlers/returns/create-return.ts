import { API_ROUTES } from '@shop/shared';
import { createReturn } from '../../domain/returns/create-return';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.createReturn, async ({ body, caller }) => created({ data: await createReturn(caller, body) }));
