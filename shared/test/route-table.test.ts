import { describe, expect, it } from 'vitest';
import { API_ROUTES, matchRoute, routeList, SHOPPER_API_PREFIX } from '../src/api';

describe('route table', () => {
  it('lists each method and path once, each with a handler module', () => {
    const keys = routeList().map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of routeList()) expect(r.handler).toMatch(/^[a-z-]+\/[a-z-]+$/);
  });

  it('puts public access only on storefront routes, and shopper access only under the account prefix', () => {
    for (const r of routeList()) {
      expect(r.access === 'public' || r.access === 'shopper').toBe(r.path.startsWith('/api/storefront/'));
      expect(r.access === 'shopper').toBe(r.path.startsWith(SHOPPER_API_PREFIX));
    }
  });

  it('lets category or theme managers read categories', () => {
    expect(API_ROUTES.listCategories.access).toEqual({ anyOf: ['categories:manage', 'theme:manage'] });
  });

  it('matches requests to routes and decodes path parameters', () => {
    expect(matchRoute('GET', '/api/admin/catalog/category')?.route.id).toBe('listCategories');
    expect(matchRoute('POST', '/api/admin/catalog/category')?.route.id).toBe('createCategory');
    expect(matchRoute('DELETE', '/api/admin/catalog/category')).toBeUndefined();
    expect(matchRoute('GET', '/api/admin/catalog/category/extra')).toBeUndefined();
    expect(matchRoute('POST', '/api/admin/notifications/a%20b/mark-read')).toMatchObject({
      route: { id: 'markNotificationRead' },
      params: { id: 'a b' },
    });
    expect(matchRoute('GET', '/api/storefront/category/giyim/kadin/elbise')).toMatchObject({
      route: { id: 'storefrontCategory' },
      params: { proxy: 'giyim/kadin/elbise' },
    });
  });

  it('prefers literal segments over parameters, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/admin/catalog/product/theme-selector')?.route.id).toBe('themeSelectorProducts');
    expect(matchRoute('GET', '/api/admin/catalog/product/42')).toMatchObject({ route: { id: 'getProduct' }, params: { id: '42' } });
    expect(matchRoute('GET', '/api/admin/member/guest')?.route.id).toBe('listGuests');
    expect(matchRoute('GET', '/api/admin/member/7')?.route.id).toBe('getMember');
    expect(matchRoute('POST', '/api/admin/notifications/mark-all-read')?.route.id).toBe('markAllNotificationsRead');
  });
});
