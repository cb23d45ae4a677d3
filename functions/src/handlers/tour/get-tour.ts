import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getTourState } from '../../repositories/tour-repository';

export const handler = apiHandler(API_ROUTES.getTourState, async ({ caller }) => ok(await getTourState(caller.sub)));
