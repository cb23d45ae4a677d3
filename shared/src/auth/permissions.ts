import * as z from 'zod';

/**
 * Permission identifiers are ours (the spec names the capabilities, not the ids).
 * One id per capability listed in the role matrix; "view" variants exist where the
 * spec distinguishes viewing from managing.
 */
export const PERMISSIONS = [
  'dashboard:view',
  'statistics:view',
  'products:manage',
  'products:view',
  'categories:manage',
  'variants:manage',
  'brands:manage',
  'stock-types:manage',
  'warehouse:manage',
  'product-content:manage',
  'additional-info:manage',
  'faq:manage',
  'cta:manage',
  'questions:manage',
  'orders:manage',
  'orders:view',
  'payments:manage',
  'campaign-codes:manage',
  'pages:manage',
  'page-categories:manage',
  'forms:manage',
  'gallery:manage',
  'popups:manage',
  'banners:manage',
  'marquee:manage',
  'social-media:manage',
  'theme:manage',
  'members:manage',
  'guests:manage',
  'guests:view',
  'notifications:manage',
  'support:manage',
  'feedback:manage',
  'settings:general',
  'settings:product',
  'settings:cargo',
  'audit-logs:view',
  'plugins:manage',
  'auth-providers:manage',
] as const;

export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/** Who may see orders: the order pages and API, and the new-order alert. */
export const ORDER_PERMISSIONS: readonly Permission[] = ['orders:manage', 'orders:view'];
/** Who may see products: the product pages, the product API and the search palette's product group. */
export const PRODUCT_PERMISSIONS: readonly Permission[] = ['products:manage', 'products:view'];
/** Who may see members: the member pages and API, and the palette's member group. */
export const MEMBER_PERMISSIONS: readonly Permission[] = ['members:manage'];
/** Who may see guests: the guest pages and API, and the palette's guest group. */
export const GUEST_PERMISSIONS: readonly Permission[] = ['guests:manage', 'guests:view'];
/** Every admin role holds the dashboard; USER (no permissions) does not get into the shell or the realtime layer. */
export const ADMIN_SHELL_PERMISSIONS: readonly Permission[] = ['dashboard:view'];
/**
 * Who may open the theme builder: theme:manage edits everything; banners, marquee and social media
 * open it in a scoped mode (shared/src/theme/component-scope.ts says which components each may change).
 */
export const THEME_BUILDER_PERMISSIONS: readonly Permission[] = ['theme:manage', 'banners:manage', 'marquee:manage', 'social-media:manage'];
