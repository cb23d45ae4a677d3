import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listQuestions } from '../../repositories/question-repository';

export const handler = apiHandler(API_ROUTES.listQuestions, async ({ query }) => ok(await listQuestions(query)));
