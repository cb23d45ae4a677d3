import { createContext, useContext } from 'react';

/**
 * The public reads a page was rendered with on the server (issue 32), by their `useRemote` key.
 * The server renders with them and embeds them in the HTML; the browser hydrates with the very
 * same answers, so the first render matches the server's markup and nothing is fetched twice.
 * A context, not module state: one server process renders several pages at once.
 */
export type Prefetched = Readonly<Record<string, unknown>>;

export const PrefetchedContext = createContext<Prefetched>({});

export const usePrefetched = (key: string): { readonly data: unknown } | undefined => {
  const prefetched = useContext(PrefetchedContext);
  return Object.hasOwn(prefetched, key) ? { data: prefetched[key] } : undefined;
};

/** Where the server puts the answers in the page: a JSON script the browser never runs. */
export const PREFETCHED_ELEMENT_ID = 'sf-data';

/** The storefront's `useRemote` keys of the public reads the server can make for a page. */
export const REMOTE_KEYS = {
  theme: 'theme',
  category: (slugPath: string) => `category:${slugPath}`,
  product: (slug: string) => `product:${slug}`,
  search: (q: string) => `search:${q}`,
  page: (slug: string) => `page:${slug}`,
} as const;
