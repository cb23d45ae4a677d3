import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import { ClockContext, fixedClock } from '../../src/storefront/clock';
import { ComponentView } from '../../src/storefront/components/ComponentView';
import { component } from './fixtures';

const link = (id: number, title: string, target: string, order: number, newTab = false) => ({
  id,
  title,
  order,
  link: { type: 'custom', title: '', target, newTab },
});

/** The footer on the shopper's page as it would be on the given day. */
const renderFooter = (componentData: object, at = '2031-06-01T12:00:00Z') => {
  const view = render(
    <ClockContext.Provider value={fixedClock(Date.parse(at))}>
      <ComponentView component={component('FOOTER', { componentData })} preview={false} highlighted={false} />
    </ClockContext.Provider>,
  );
  return view.container.querySelector('footer') as HTMLElement;
};

describe('storefront footer', () => {
  it('shows its columns as one navigation, in order, with headings, links in order and their alignment', () => {
    const footer = renderFooter({
      columnCount: 2,
      columns: [
        { id: 2, title: 'Sözleşmeler', order: 2, contentAlignment: 'right', links: [link(3, 'KVKK', '/kvkk', 1)] },
        {
          id: 1,
          title: 'Kurumsal',
          order: 1,
          contentAlignment: 'center',
          links: [link(2, 'İletişim', 'mailto:destek@ornek.com', 2), link(1, 'Hakkımızda', 'https://ornek.com/hakkimizda', 1, true)],
        },
        // Beyond the column count: not shown.
        { id: 3, title: 'Gizli', order: 3, links: [link(4, 'Gizli link', '/gizli', 1)] },
      ],
    });
    const nav = within(footer).getByRole('navigation', { name: 'Alt menü' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Kurumsal', 'Sözleşmeler']);
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Hakkımızda', 'https://ornek.com/hakkimizda', '_blank'],
      ['İletişim', 'mailto:destek@ornek.com', null],
      ['KVKK', '/kvkk', null],
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    const columns = [...nav.children];
    expect(columns.map((c) => c.className)).toEqual(['sf-footer-column sf-align-center', 'sf-footer-column sf-align-right']);
    expect(within(footer).queryByText('Gizli')).toBeNull();
  });

  it('puts the current year of its clock in place of {yıl}; a typed year stays as typed', () => {
    expect(within(renderFooter({ footerText: '© {yıl} Moda Dükkanı' })).getByText('© 2031 Moda Dükkanı')).toBeTruthy();
    // 31 December 21:30 UTC is already 1 January in Turkey (UTC+3), wherever the shopper's browser is.
    expect(within(renderFooter({ footerText: '© {yıl}' }, '2031-12-31T21:30:00Z')).getByText('© 2032')).toBeTruthy();
    expect(within(renderFooter({ footerText: '© {yıl}' }, '2031-12-31T20:30:00Z')).getByText('© 2031')).toBeTruthy();
    expect(within(renderFooter({ footerText: '© 2026 Moda Dükkanı' })).getByText('© 2026 Moda Dükkanı')).toBeTruthy();
  });

  it('passes its five colours to the page as custom properties', () => {
    const footer = renderFooter({
      backgroundColor: '#111827',
      footerTextColor: '#9ca3af',
      columnTitleColor: '#ffffff',
      linkTextColor: '#d1d5db',
      linkHoverColor: '#f59e0b',
    });
    expect(footer.style.background).toBe('rgb(17, 24, 39)');
    expect(
      ['--sf-footer-text', '--sf-footer-title', '--sf-footer-link', '--sf-footer-link-hover'].map((name) => footer.style.getPropertyValue(name)),
    ).toEqual(['#9ca3af', '#ffffff', '#d1d5db', '#f59e0b']);
  });

  it('draws the chosen payment logo set as named images, and none when off', () => {
    const names = (type: string) =>
      within(within(renderFooter({ paymentLogoType: type })).getByRole('list', { name: 'Güvenli ödeme' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label'));
    expect(names('iyzico')).toEqual(['iyzico', 'Visa', 'Mastercard', 'Troy']);
    expect(names('paytr')).toEqual(['PayTR', 'Visa', 'Mastercard', 'Troy']);
    expect(within(renderFooter({ showPaymentLogos: false })).queryByRole('list', { name: 'Güvenli ödeme' })).toBeNull();
  });
});
