const price = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Prices as Turkish shoppers read them: ₺1.299,90. */
export const formatPrice = (value: number): string => price.format(value);

/** The storefront address of a product. */
export const productHref = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

/** The page's own title and meta description (the storefront is one HTML page). */
export const setPageMeta = (title: string, description: string): void => {
  document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
};

const yearInShop = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Europe/Istanbul' });

/** The year at that moment in the shop's zone (Turkey), not the visitor's: the footer's {yıl} turns at Turkish midnight. */
export const shopYear = (ms: number): number => Number(yearInShop.format(ms));
