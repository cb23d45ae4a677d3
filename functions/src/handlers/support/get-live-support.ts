import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getLiveSupportSettings } from '../../repositories/settings-repository';

export const handler = apiHandler(API_ROUTES.getLiveSupport, async () => ok(await getLiveSupportSettings()));
