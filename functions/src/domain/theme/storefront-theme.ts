import {
  componentWithDefaults,
  MAX_COMPONENTS_PER_TAB,
  SAVE_PAGE_TYPES,
  newestPopup,
  tabOfPageType,
  type SavePageType,
  type ThemeComponent,
} from '@shop/shared';
import { getProductCards } from '../../repositories/product-repository';
import { readThemeSettings } from '../../repositories/theme-config-repository';
import { readPointer, readVersionComponentsUpTo } from '../../repositories/theme-repository';

/**
 * Versions are immutable, so a version's components can be kept for the life of the Lambda
 * without ever being stale: each shopper's read costs the three pointers and the config, and
 * the components are read (and given their defaults) again only after a save flips a pointer.
 */
const MAX_CACHED_VERSIONS = 6;
const versionCache = new Map<string, Promise<ThemeComponent[]>>();

const cachedVersion = (pageType: SavePageType, versionId: string): Promise<ThemeComponent[]> => {
  const key = `${pageType}#${versionId}`;
  const hit = versionCache.get(key);
  if (hit) return hit;
  // Settings saved before a schema change, or written around the API, get their defaults here,
  // once per version, so the shopper's page never needs the schemas to render.
  const read = readVersionComponentsUpTo(pageType, versionId, MAX_COMPONENTS_PER_TAB).then((stored) =>
    stored
      .map(componentWithDefaults)
      .filter((c): c is ThemeComponent => c !== undefined)
      .sort((a, b) => a.order - b.order),
  );
  read.catch(() => versionCache.delete(key));
  versionCache.set(key, read);
  const oldest = versionCache.keys().next();
  if (versionCache.size > MAX_CACHED_VERSIONS && !oldest.done) versionCache.delete(oldest.value);
  return read;
};

const currentComponents = async (pageType: SavePageType): Promise<ThemeComponent[]> => {
  const pointer = await readPointer(pageType);
  return pointer ? cachedVersion(pageType, pointer.versionId) : [];
};

/**
 * Product-list blocks name their products; what a card shows (name, slug, price, first image)
 * is read from the catalogue on every read, so a price or a name changed in the back office shows
 * at once, and an inactive or deleted product drops out. The cached versions are not touched.
 */
const withCatalogueProducts = async (components: ThemeComponent[]): Promise<ThemeComponent[]> => {
  const ids = components.flatMap((c) => (c.componentType === 'PRODUCT_LIST' && c.isActive ? c.products.map((p) => String(p.productId)) : []));
  if (ids.length === 0) return components;
  const cards = await getProductCards(ids);
  return components.map((c) =>
    c.componentType !== 'PRODUCT_LIST' || !c.isActive
      ? c
      : {
          ...c,
          products: c.products.flatMap((p) => {
            const card = cards.get(String(p.productId));
            return card?.isActive ? [{ ...p, product: card }] : [];
          }),
        },
  );
};

/** What visitors see: active components of each area in order, the look, and the active popup. */
export const storefrontTheme = async () => {
  const [tabs, settings] = await Promise.all([Promise.all(SAVE_PAGE_TYPES.map(currentComponents)), readThemeSettings()]);
  const components = await withCatalogueProducts(tabs.flat());
  const visible = (tab: ThemeComponent['tabType']) => components.filter((c) => c.tabType === tab && c.isActive && c.componentType !== 'POPUP');
  const popup = newestPopup(components.filter((c) => c.tabType === tabOfPageType('TOP')));
  return {
    areas: { top: visible('top'), middle: visible('middle'), bottom: visible('bottom') },
    ...settings,
    popup: popup?.isActive ? popup : null,
  };
};
