import { API_ROUTES } from '@shop/shared';
import { storefrontTheme } from '../../domain/theme/storefront-theme';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { cacheable } from './cacheable';

export const handler = apiHandler(API_ROUTES.storefrontTheme, async () => cacheable(ok(await storefrontTheme())));
