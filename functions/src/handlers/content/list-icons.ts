import { API_ROUTES, iconListQuerySchema, searchIcons } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';

/** The catalogue ships inside the bundle: a fixed list needs no table. */
export const handler = apiHandler(API_ROUTES.listIcons, ({ event }) =>
  Promise.resolve(ok({ data: searchIcons(parseQuery(event, iconListQuerySchema)) })),
);
