import { API_ROUTES } from '@shop/shared';
import { storefrontTheme } from '../../domain/theme/storefront-theme';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

export const handler = apiHandler(API_ROUTES.storefrontTheme, async () => ok(await storefrontTheme()));
