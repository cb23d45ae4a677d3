import { API_ROUTES, type RouteId } from '@shop/shared';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-error';
import { apiToken } from './api-token';
import { routeUrl, type Query, type RouteParams } from './route-url';

export { ApiError } from './api-error';

export type ApiRequest<Id extends RouteId, T> = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Checks and types the answer, e.g. a zod schema's `parse`; without it the answer is `unknown`. */
  parse?: (data: unknown) => T;
} & (keyof RouteParams<Id> extends never ? { params?: undefined } : { params: RouteParams<Id> });

/** Routes with path parameters must be given them; others may be called without a request. */
type RequestArgs<Id extends RouteId, T> = keyof RouteParams<Id> extends never ? [request?: ApiRequest<Id, T>] : [request: ApiRequest<Id, T>];

export interface ApiClientDeps {
  /** Prepended to the route path (route paths already start with /api). */
  baseUrl: () => string;
  getToken: () => Promise<string | undefined>;
  fetch: typeof fetch;
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const createApiClient =
  (deps: ApiClientDeps) =>
  async <Id extends RouteId, T = unknown>(id: Id, ...[request]: RequestArgs<Id, T>): Promise<T> => {
    const route = API_ROUTES[id];
    const url = routeUrl(deps.baseUrl(), route.path, request?.params, request?.query);
    const headers = new Headers({ Accept: 'application/json' });
    const token = await deps.getToken();
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
    return request?.parse ? request.parse(data) : (data as T);
  };

/** Typed calls to the API of the route table, as the signed-in user. */
export const apiFetch = createApiClient({
  baseUrl: () => getRuntimeConfig().apiUrl,
  getToken: apiToken,
  fetch: (input, init) => fetch(input, init),
});
