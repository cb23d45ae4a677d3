import type { Permission } from '../auth/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: nobody signed out ('public' aside), and among the signed in,
 * those holding any one of `anyOf` ('signed-in' lets every admin through).
 */
export type RouteAccess = { readonly anyOf: readonly Permission[] } | 'signed-in' | 'public';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** API Gateway v2 path syntax: `{id}` for one segment, `{proxy+}` for the rest. */
  readonly path: string;
  /** Module under functions/src/handlers/, without extension; it exports `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** Whether the handler writes to the table; read-only routes get read-only grants in AWS. */
  readonly writes: boolean;
}

/** Every HTTP endpoint, once. Infra, the local gateway and the web client all read this. */
export const API_ROUTES = {
  listCategories: {
    method: 'GET',
    path: '/api/admin/catalog/category',
    handler: 'catalog/list-categories',
    // The theme editor's category menu picker reads categories too.
    access: { anyOf: ['categories:manage', 'theme:manage'] },
    writes: false,
  },
} as const satisfies Record<string, ApiRoute>;

export type RouteId = keyof typeof API_ROUTES;

export const routeList = (): Array<ApiRoute & { id: RouteId }> =>
  (Object.keys(API_ROUTES) as RouteId[]).map((id) => ({ id, ...API_ROUTES[id] }));

const toRegExp = (path: string): RegExp =>
  new RegExp(
    '^' +
      path
        .split('/')
        .map((seg) => (seg === '{proxy+}' ? '(?<proxy>.+)' : seg.replace(/^\{(\w+)\}$/, '(?<$1>[^/]+)').replace(/[.]/g, '\\.')))
        .join('/') +
      '$',
  );

/** Finds the route for a request and its path parameters (URL-decoded). */
export const matchRoute = (
  method: string,
  path: string,
): { route: ApiRoute & { id: RouteId }; params: Record<string, string> } | undefined => {
  for (const route of routeList()) {
    if (route.method !== method) continue;
    const m = toRegExp(route.path).exec(path);
    if (m) {
      const params = Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return { route, params };
    }
  }
  return undefined;
};
