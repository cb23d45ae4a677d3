import type { AuditTarget } from '@shop/shared';

/**
 * Where the page for what an entry touched is, when the admin app has one: a product opens in
 * its form, the others on their list or editor. A removed subscriber has no page (the address is
 * gone), nor has live support yet.
 */
export const targetHref = (target: AuditTarget): string | undefined => {
  switch (target.type) {
    case 'theme':
    case 'theme-config':
      return '/admin/theme';
    case 'popup':
      return '/admin/content/popup';
    case 'category':
      return '/admin/catalog/category';
    case 'brand':
      return '/admin/catalog/brand';
    case 'product':
      return `/admin/catalog/product/upsert/${encodeURIComponent(target.id)}`;
    case 'media':
      return '/admin/gallery';
    case 'campaign-code':
      return '/admin/campaign/code';
    case 'option-type':
      return '/admin/catalog/variant';
    case 'stock-type':
      return '/admin/catalog/stock-type';
    case 'warehouse':
      return '/admin/catalog/warehouse';
    case 'product-settings':
      return '/admin/settings/product';
    case 'order':
      return `/admin/order/detail/${encodeURIComponent(target.id)}`;
    case 'cargo-settings':
      return '/admin/settings/cargo';
    case 'general-settings':
      return '/admin/settings';
    case 'page':
      return `/admin/content/page?edit=${encodeURIComponent(target.id)}`;
    case 'page-category':
      return '/admin/content/page-category';
    case 'plugins':
      return '/admin/plugin';
    case 'support-request':
      return `/admin/support?id=${encodeURIComponent(target.id)}`;
    case 'feedback':
      return '/admin/feedback';
    case 'question':
      return `/admin/catalog/question/${encodeURIComponent(target.id)}`;
    case 'live-chat':
      return '/admin/live-support';
    case 'live-support':
    case 'newsletter-subscriber':
      return undefined;
  }
};
