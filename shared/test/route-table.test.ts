import { describe, expect, it } from 'vitest';
import { API_ROUTES, matchRoute, routeList } from '../src/api';

describe('route table', () => {
  it('lists each method and path once, each with a handler module', () => {
    const keys = routeList().map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of routeList()) expect(r.handler).toMatch(/^[a-z-]+\/[a-z-]+$/);
  });

  it('lets category or theme managers read categories', () => {
    expect(API_ROUTES.listCategories.access).toEqual({ anyOf: ['categories:manage', 'theme:manage'] });
  });

  it('matches requests to routes and decodes path parameters', () => {
    expect(matchRoute('GET', '/api/admin/catalog/category')?.route.id).toBe('listCategories');
    expect(matchRoute('POST', '/api/admin/catalog/category')).toBeUndefined();
    expect(matchRoute('GET', '/api/admin/catalog/category/extra')).toBeUndefined();
  });
});
