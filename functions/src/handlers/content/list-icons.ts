import { API_ROUTES, searchIcons } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

/** The catalogue ships inside the bundle: a fixed list needs no table. */
export const handler = apiHandler(API_ROUTES.listIcons, ({ query }) => Promise.resolve(ok({ data: searchIcons(query) })));
