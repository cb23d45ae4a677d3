import type { API_ROUTES, RouteBody, RouteId, RouteQuery, RouteResult } from '@shop/shared';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-error';
import { apiToken } from './api-token';
import { routeUrl, type Query, type RouteParams } from './route-url';

export { ApiError } from './api-error';

type Schemas<Id extends RouteId> = (typeof API_ROUTES)[Id]['schemas'];

/** What a call of the route answers: its response schema's result, the same schema its handler answers by. */
export type ApiResult<Id extends RouteId> = RouteResult<Schemas<Id>>;

/** A route's query and body as its schemas take them: a route that reads none is given none. */
export type ApiRequest<Id extends RouteId> = {
  signal?: AbortSignal;
} & (RouteQuery<Schemas<Id>> extends undefined ? { query?: undefined } : { query?: RouteQuery<Schemas<Id>> }) &
  (RouteBody<Schemas<Id>> extends undefined ? { body?: undefined } : { body: RouteBody<Schemas<Id>> }) &
  (keyof RouteParams<Id> extends never ? { params?: undefined } : { params: RouteParams<Id> });

/** Routes with path parameters or a body must be given them; others may be called without a request. */
type RequestArgs<Id extends RouteId> = Partial<ApiRequest<Id>> extends ApiRequest<Id> ? [request?: ApiRequest<Id>] : [request: ApiRequest<Id>];

export interface ApiClientDeps {
  /** Prepended to the route path (route paths already start with /api). */
  baseUrl: () => string;
  getToken: () => Promise<string | undefined>;
  fetch: typeof fetch;
}

/** Loaded at the first call, not with the shell (see ./route-table). */
const loadRoutes = async () => (await import('./route-table')).API_ROUTES;

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Calls a route of the route table and checks its answer with the route's response schema, so
 * the result is typed (and defaulted) as the handler's answer is held to.
 */
export const createApiClient =
  (deps: ApiClientDeps) =>
  async <Id extends RouteId>(id: Id, ...[request]: RequestArgs<Id>): Promise<ApiResult<Id>> => {
    const [routes, token] = await Promise.all([loadRoutes(), deps.getToken()]);
    const route = routes[id];
    const url = routeUrl(deps.baseUrl(), route.path, request?.params, request?.query as Query | undefined);
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const hasBody = request?.body !== undefined;
    if (hasBody) headers.set('Content-Type', 'application/json');

    const response = await deps.fetch(url, {
      method: route.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      ...(request?.signal ? { signal: request.signal } : {}),
    });
    const data = await readJson(response);
    if (!response.ok) throw ApiError.fromBody(response.status, data);
    return route.schemas.response.parse(data) as ApiResult<Id>;
  };

/** Typed calls to the API of the route table, as the signed-in user. */
export const apiFetch = createApiClient({
  baseUrl: () => getRuntimeConfig().apiUrl,
  getToken: apiToken,
  fetch: (input, init) => fetch(input, init),
});
