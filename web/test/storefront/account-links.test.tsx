import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { routeOf } from '../../src/storefront/route';
import { renderComponent } from './render-component';

describe('Hesabım and Sipariş takip addresses', () => {
  it('reads /hesabim and /siparis-takip as their pages (a trailing slash too), nothing else', () => {
    expect(routeOf('/hesabim')).toEqual({ kind: 'account' });
    expect(routeOf('/hesabim/')).toEqual({ kind: 'account' });
    expect(routeOf('/siparis-takip')).toEqual({ kind: 'track' });
    expect(routeOf('/hesabim/baska')).toEqual({ kind: 'notFound' });
  });

  it('makes the header’s Hesabım a link to /hesabim', () => {
    const root = renderComponent('HEADER', {
      columnConfigs: [{ id: 1, justifyContent: 'end', elements: [{ id: 1, name: 'Kullanıcı', type: 'userNav', order: 1 }] }],
    });
    expect(within(root).getByRole('link', { name: 'Hesabım' }).getAttribute('href')).toBe('/hesabim');
  });
});
