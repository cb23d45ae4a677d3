import type { CurrencyDisplay } from '@shop/shared';
import { STOREFRONT_TEXTS } from './texts';

const PRICE_FORMATS: Record<CurrencyDisplay, Intl.NumberFormat> = {
  SYMBOL: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }),
  CODE: new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/*
 * The shop's name and price display come with the theme answer (Genel Ayarlar), which every page
 * waits for before it renders a price or sets a title; kept here so the many callers of
 * formatPrice and setPageMeta need no prop or context for them.
 */
let currencyDisplay: CurrencyDisplay = 'SYMBOL';
let shopName: string = STOREFRONT_TEXTS.pageTitle;

/** Applies Genel Ayarlar' shop name and price display to every later title and price. */
export const applyShopFormats = (shop: { readonly name: string; readonly currencyDisplay: CurrencyDisplay }): void => {
  shopName = shop.name;
  currencyDisplay = shop.currencyDisplay;
};

/** Prices as the shop chose to write them: ₺1.299,90 or 1.299,90 TL. */
export const formatPrice = (value: number): string =>
  currencyDisplay === 'CODE' ? `${PRICE_FORMATS.CODE.format(value)} TL` : PRICE_FORMATS.SYMBOL.format(value);

/** A page's title followed by the shop's name: `Sepetim | Demo Mağaza`. */
export const withShopName = (title: string): string => `${title} | ${shopName}`;

/** The storefront address of a product. */
export const productHref = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

/** The page's own title and meta description (the storefront is one HTML page). */
export const setPageMeta = (title: string, description: string): void => {
  document.title = title;
  setHeadMeta('name', 'description', description);
};

/** Sets (or adds) one `<meta>` of the head; `attribute` is `name` or, for Open Graph, `property`. */
export const setHeadMeta = (attribute: 'name' | 'property', key: string, content: string): void => {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
};

const yearInShop = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Europe/Istanbul' });

/** The year at that moment in the shop's zone (Turkey), not the visitor's: the footer's {yıl} turns at Turkish midnight. */
export const shopYear = (ms: number): number => Number(yearInShop.format(ms));
