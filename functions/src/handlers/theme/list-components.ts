import { API_ROUTES } from '@shop/shared';
import { loadTheme } from '../../domain/theme/theme-tabs';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

/** Every area's components, plus the version each was read at: the base of the next save. */
export const handler = apiHandler(API_ROUTES.listThemeComponents, async () => ok(await loadTheme()));
