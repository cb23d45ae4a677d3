import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { completeTour } from '../../repositories/tour-repository';

/** No payload: the only transition is to completed (spec: a completed tour cannot start again). */
export const handler = apiHandler(API_ROUTES.completeTour, async ({ caller }) => ok(await completeTour(caller.sub)));
