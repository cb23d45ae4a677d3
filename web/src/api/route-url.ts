import { API_ROUTES, type RouteId } from '@shop/shared';

/** `{id}` and `{proxy+}` segments of a route path, by name (without the `+`). */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Greedy}+` ? Greedy : Name) | PathParamNames<Rest>
  : never;

export type RouteParams<Id extends RouteId> = Record<PathParamNames<(typeof API_ROUTES)[Id]['path']>, string | number>;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** The URL of a route: base + path with parameters encoded, plus the query (empty values left out). */
export const routeUrl = (base: string, path: string, params: Readonly<Record<string, string | number>> = {}, query: Query = {}): string => {
  const filled = path.replace(/\{(\w+)(\+?)\}/g, (_, name: string, greedy: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    // A greedy parameter spans segments: keep its slashes, encode each segment.
    return greedy ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
  }
  const qs = search.toString();
  return `${base.replace(/\/+$/, '')}${filled}${qs ? `?${qs}` : ''}`;
};
