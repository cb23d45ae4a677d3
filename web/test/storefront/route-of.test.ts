import { describe, expect, it } from 'vitest';
import { routeOf } from '../../src/storefront/route';

describe('storefront addresses', () => {
  it('decode their slugs', () => {
    expect(routeOf('/category/kad%C4%B1n/elbise')).toEqual({ kind: 'category', slugPath: 'kadın/elbise' });
    expect(routeOf('/product/pembe-elbise', '?v=PE-M')).toEqual({ kind: 'product', slug: 'pembe-elbise', variantSku: 'PE-M' });
    expect(routeOf('/sayfa/kargo')).toEqual({ kind: 'page', slug: 'kargo' });
    expect(routeOf('/siparis/1001', '?t=abc')).toEqual({ kind: 'order', orderNo: '1001', token: 'abc' });
  });

  // The server renders a page by calling the API with these values in its path: none may step out of its segment.
  it.each([
    '/category/x%2F..%2F..%2Fadmin',
    '/category/giyim/..',
    '/category/giyim/%2E%2E/x',
    '/category/giyim//elbise',
    '/product/a%2Fb',
    '/product/..',
    '/product/%2E',
    '/sayfa/%2E%2E',
    '/siparis/1%2F..%2Fx',
    '/product/%E0%A4%A',
  ])('%s is the not-found page', (path) => {
    expect(routeOf(path)).toEqual({ kind: 'notFound' });
  });
});
