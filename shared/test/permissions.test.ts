import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, ROLE_NAMES, can, canAny, canSeePage, crudLabel, findAdminPage, displayName } from '../src/auth';

/** Platform spec §6, capability by capability, in the spec's own words mapped to our ids. */
const SPEC_MATRIX = {
  ADMIN: [
    'dashboard:view',
    'statistics:view',
    'products:manage',
    'categories:manage',
    'variants:manage',
    'brands:manage',
    'orders:manage',
    'payments:manage',
    'campaign-codes:manage',
    'pages:manage',
    'gallery:manage',
    'popups:manage',
    'members:manage',
    'guests:view',
    'notifications:manage',
    'questions:manage',
  ],
  PRODUCT_MANAGER: [
    'dashboard:view',
    'products:manage',
    'categories:manage',
    'variants:manage',
    'brands:manage',
    'stock-types:manage',
    'warehouse:manage',
    'product-content:manage',
    'additional-info:manage',
    'faq:manage',
    'cta:manage',
    'settings:product',
    'questions:manage',
  ],
  WAREHOUSE_MANAGER: ['dashboard:view', 'products:view', 'stock-types:manage', 'warehouse:manage', 'orders:view', 'settings:cargo'],
  ORDER_MANAGER: ['dashboard:view', 'orders:manage', 'orders:view', 'payments:manage', 'products:view', 'settings:cargo'],
  MARKETING_MANAGER: [
    'dashboard:view',
    'statistics:view',
    'campaign-codes:manage',
    'popups:manage',
    'banners:manage',
    'marquee:manage',
    'social-media:manage',
    'orders:view',
    'products:view',
  ],
  CONTENT_MANAGER: [
    'dashboard:view',
    'pages:manage',
    'page-categories:manage',
    'gallery:manage',
    'forms:manage',
    'popups:manage',
    'product-content:manage',
    'faq:manage',
    'cta:manage',
  ],
  THEME_MANAGER: ['dashboard:view', 'theme:manage', 'gallery:manage', 'banners:manage', 'marquee:manage'],
  CUSTOMER_SERVICE: ['dashboard:view', 'orders:view', 'products:view', 'support:manage', 'feedback:manage', 'guests:view', 'members:manage'],
  ANALYST: ['dashboard:view', 'statistics:view', 'orders:view', 'products:view', 'guests:view'],
  USER: [],
} as const;

describe('role -> permission matrix', () => {
  it('defines exactly the 11 roles', () => {
    expect(ROLE_NAMES).toHaveLength(11);
    expect(Object.keys(ROLES).sort()).toEqual([...ROLE_NAMES].sort());
  });

  it.each(Object.entries(SPEC_MATRIX))('%s holds exactly its §6 permissions', (role, expected) => {
    const r = role as keyof typeof SPEC_MATRIX;
    expect([...ROLES[r].permissions].sort()).toEqual([...expected].sort());
    for (const p of PERMISSIONS) expect(can([r], p)).toBe((expected as readonly string[]).includes(p));
  });

  it('gives SUPER_ADMIN every permission, including audit logs, plugins, theme, auth providers and settings', () => {
    for (const p of PERMISSIONS) expect(can(['SUPER_ADMIN'], p)).toBe(true);
    expect(ROLES.SUPER_ADMIN.permissions).toEqual(
      expect.arrayContaining(['audit-logs:view', 'plugins:manage', 'theme:manage', 'auth-providers:manage', 'settings:general']),
    );
  });

  it('passes a user when any of their groups holds the permission, and ignores unknown groups', () => {
    expect(can(['ANALYST', 'THEME_MANAGER'], 'theme:manage')).toBe(true);
    expect(can(['ANALYST'], 'theme:manage')).toBe(false);
    expect(can(['theme_manager', 'ROOT'], 'theme:manage')).toBe(false);
    expect(can([], 'dashboard:view')).toBe(false);
    expect(canAny(['PRODUCT_MANAGER'], ['categories:manage', 'theme:manage'])).toBe(true);
    expect(canAny(['ANALYST'], ['categories:manage', 'theme:manage'])).toBe(false);
  });
});

describe('admin page -> permission mapping', () => {
  it('lets product and order lists through with manage or view', () => {
    expect(canSeePage(['ANALYST'], '/admin/catalog/product')).toBe(true);
    expect(canSeePage(['ANALYST'], '/admin/order/list')).toBe(true);
    expect(canSeePage(['ANALYST'], '/admin/member/guest/list')).toBe(true);
    expect(canSeePage(['ANALYST'], '/admin/member/list')).toBe(false);
  });

  it('maps settings to any of general, product or cargo settings', () => {
    expect(canSeePage(['WAREHOUSE_MANAGER'], '/admin/settings')).toBe(true);
    expect(canSeePage(['PRODUCT_MANAGER'], '/admin/settings/cargo')).toBe(true);
    expect(canSeePage(['THEME_MANAGER'], '/admin/settings')).toBe(false);
  });

  it('maps pages to pages or page categories, support and live support to support', () => {
    expect(canSeePage(['ADMIN'], '/admin/content/page')).toBe(true);
    expect(canSeePage(['CONTENT_MANAGER'], '/admin/content/page-category')).toBe(true);
    expect(canSeePage(['ADMIN'], '/admin/content/page-category')).toBe(false);
    expect(canSeePage(['CUSTOMER_SERVICE'], '/admin/live-support/settings')).toBe(true);
    expect(canSeePage(['ADMIN'], '/admin/live-support')).toBe(false);
  });

  it('shows an unmapped page to SUPER_ADMIN only', () => {
    expect(findAdminPage('/admin/secret-lab')).toBeUndefined();
    expect(canSeePage(['SUPER_ADMIN'], '/admin/secret-lab')).toBe(true);
    expect(canSeePage(['ADMIN'], '/admin/secret-lab')).toBe(false);
  });

  it('treats detail routes and theme sub-paths like their pages', () => {
    expect(canSeePage(['ORDER_MANAGER'], '/admin/order/detail/1001')).toBe(true);
    expect(canSeePage(['THEME_MANAGER'], '/admin/theme/anything')).toBe(true);
    // Issue 31: banners, marquee and social media open the builder in its scoped mode.
    expect(canSeePage(['MARKETING_MANAGER'], '/admin/theme')).toBe(true);
    expect(canSeePage(['CONTENT_MANAGER'], '/admin/theme')).toBe(false);
  });

  it('labels edit and add paths', () => {
    expect(crudLabel('/admin/catalog/product/upsert/42')).toBe('Düzenle');
    expect(crudLabel('/admin/member/detail/7')).toBe('Düzenle');
    expect(crudLabel('/admin/catalog/product/upsert')).toBe('Ekle');
    expect(crudLabel('/admin/catalog/product')).toBeUndefined();
  });
});

describe('display name', () => {
  it('falls back from full name to e-mail to Anonim Kullanıcı', () => {
    expect(displayName({ givenName: 'Deniz', familyName: 'Aydın', email: 'd@example.com' })).toBe('Deniz Aydın');
    expect(displayName({ email: 'd@example.com' })).toBe('d@example.com');
    expect(displayName({ givenName: ' ', email: '' })).toBe('Anonim Kullanıcı');
  });
});
