import {
  componentWithDefaults,
  MAX_COMPONENTS_PER_TAB,
  SAVE_PAGE_TYPES,
  newestPopup,
  storefrontShopOf,
  tabOfPageType,
  type SavePageType,
  type ThemeComponent,
} from '@shop/shared';
import { getProductCards } from '../../repositories/product-repository';
import { getGeneralSettings } from '../../repositories/general-settings-repository';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { listedIds, resolveListed } from './listed-products';
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

/** All lists of a theme together read at most this many products (five BatchGets), however many lists it has. */
export const MAX_THEME_LISTED_PRODUCTS = 500;

/**
 * Product-list blocks name their products; what a card shows (name, slug, price, first image, stock)
 * is read from the catalogue on every read, so a price or a name changed in the back office shows
 * at once, and an inactive or deleted product (or, with Ürün Ayarları' HIDE, an out-of-stock one) drops out. The cached versions are not touched.
 */
const withCatalogueProducts = async (components: ThemeComponent[]): Promise<ThemeComponent[]> => {
  const lists = components.filter((c) => c.componentType === 'PRODUCT_LIST' && c.isActive);
  const ids = [...new Set(lists.flatMap((c) => listedIds(c.products)))].slice(0, MAX_THEME_LISTED_PRODUCTS);
  if (ids.length === 0) return components;
  const [cards, settings] = await Promise.all([getProductCards(ids), getProductSettings()]);
  // Ürün Ayarları' HIDE leaves out-of-stock products out of the lists, as a deleted one is.
  if (settings.outOfStockVisibility === 'HIDE') for (const [id, card] of cards) if (!card.inStock) cards.delete(id);
  return components.map((c) => (lists.includes(c) ? { ...c, products: resolveListed(c.products, cards) } : c));
};

/**
 * What visitors see: active components of each area in order, the look, the active popup, and
 * the shop's public identity from Genel Ayarlar (`shop`: the one read every page already makes,
 * so the title, footer and maintenance switch cost no request of their own).
 */
export const storefrontTheme = async () => {
  const [tabs, settings, general] = await Promise.all([
    Promise.all(SAVE_PAGE_TYPES.map(currentComponents)),
    readThemeSettings(),
    getGeneralSettings(),
  ]);
  const components = await withCatalogueProducts(tabs.flat());
  const visible = (tab: ThemeComponent['tabType']) => components.filter((c) => c.tabType === tab && c.isActive && c.componentType !== 'POPUP');
  const popup = newestPopup(components.filter((c) => c.tabType === tabOfPageType('TOP')));
  return {
    areas: { top: visible('top'), middle: visible('middle'), bottom: visible('bottom') },
    ...settings,
    popup: popup?.isActive ? popup : null,
    shop: storefrontShopOf(general),
  };
};
