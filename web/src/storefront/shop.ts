import { createContext, useContext } from 'react';
import type { StorefrontShop } from '@shop/shared';
import { applyShopFormats, setHeadMeta, setPageMeta } from './format';
import { useHydrated } from './ssr/hydrated';

/** Genel Ayarlar' public part for the components that show it (the footer's contact block); none in the builder's preview. */
export const ShopContext = createContext<StorefrontShop | undefined>(undefined);
export const useShop = (): StorefrontShop | undefined => useContext(ShopContext);

const setFavicon = (href: string): void => {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
};

/**
 * What the shop's settings change outside the page's own content: the price display and the
 * titles' shop name, the favicon and the Open Graph tags a shared link shows (og:title and
 * og:description follow the home page's SEO; each page still sets its own title).
 */
export const applyShop = (shop: StorefrontShop): void => {
  applyShopFormats(shop);
  if (shop.faviconPath) setFavicon(shop.faviconPath);
  setHeadMeta('property', 'og:site_name', shop.name);
  setHeadMeta('property', 'og:type', 'website');
  setHeadMeta('property', 'og:title', shop.seo.title || shop.name);
  setHeadMeta('property', 'og:description', shop.seo.description);
  const image = shop.seo.imagePath ?? shop.logoPath;
  if (image) setHeadMeta('property', 'og:image', new URL(image, window.location.origin).href);
};

/** The home page's title and description: the default SEO, or the shop's name. */
export const setHomeMeta = (shop: StorefrontShop): void => setPageMeta(shop.seo.title || shop.name, shop.seo.description);

/** Amplify's key prefix in localStorage (its default token store) for the admin app's Cognito session. */
const ADMIN_SESSION_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Whether this browser holds the admin app's session (same origin, so the same localStorage):
 * a signed-in admin keeps seeing the shop in maintenance mode. This is a convenience, not access
 * control: the storefront's data stays public, and anyone could write such a key; maintenance
 * only hides the shop from ordinary shoppers. The shopper's own sign-in keeps other keys.
 */
export const hasAdminSession = (storage: Pick<Storage, 'length' | 'key'> = window.localStorage): boolean => {
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(ADMIN_SESSION_PREFIX) && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage switched off (private mode, a blocked cookie setting): treat as a shopper.
  }
  return false;
};

/**
 * hasAdminSession as a render may read it: false on the server (which has no storage) and while
 * the browser hydrates the server's page, then this browser's answer, so the markup always matches.
 */
export const useAdminSession = (): boolean => {
  const hydrated = useHydrated();
  return hydrated && hasAdminSession();
};
