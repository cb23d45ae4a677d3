import { API_ROUTES } from '@shop/shared';
import { readPopup } from '../../domain/theme/popup';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

/** `popup` is null until one is created; the editor then starts from the default popup. */
export const handler = apiHandler(API_ROUTES.getPopup, async () => ok({ popup: (await readPopup()) ?? null }));
