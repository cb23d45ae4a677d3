import type { Category, ProductPickerItem } from '@shop/shared';
import type { StorefrontThemeAnswer } from './theme-store';

type Linked = Category & { readonly href: string };

/** GET /api/storefront/category/{slug path} */
export interface CategoryAnswer {
  readonly category: Linked;
  readonly breadcrumbs: readonly Linked[];
  readonly children: readonly Linked[];
  readonly products: readonly ProductPickerItem[];
}

export class NotFoundError extends Error {}

/**
 * Plain fetch of the public reads: the admin's API client brings Amplify. The server has already
 * given every component its defaults, so the answers are used as they are (no schemas here: the
 * shopper's first load must stay light).
 */
const getJson = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) throw new NotFoundError(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

export const fetchTheme = (signal?: AbortSignal) => getJson<StorefrontThemeAnswer>('/api/storefront/theme', signal);

export const fetchCategory = (slugPath: string, signal?: AbortSignal) =>
  getJson<CategoryAnswer>(`/api/storefront/category/${slugPath.split('/').map(encodeURIComponent).join('/')}`, signal);
