import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';

export const handler = apiHandler(API_ROUTES.getCargoSettings, async () => ok(await getCargoSettings()));
