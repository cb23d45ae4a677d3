import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { componentDataWithDefaults } from '@shop/shared';
import { Popup } from '../../src/storefront/components/Popup';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const memoryStore = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};
const settings = (overrides: Record<string, unknown> = {}) =>
  componentDataWithDefaults('POPUP', { title: 'Hoş geldiniz', description: 'İlk siparişe özel', ...overrides });

describe('storefront popup', () => {
  it('is a modal dialog with focus inside; Escape and × close it when dismissable', async () => {
    const view = render(<Popup data={settings()} popupId="p" preview={false} now={() => T0} store={memoryStore()} />);
    const dialog = screen.getByRole('dialog', { name: 'Hoş geldiniz' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    render(<Popup data={settings()} popupId="p" preview={false} now={() => T0} store={memoryStore()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not closed by Escape and has no × when not dismissable', async () => {
    render(<Popup data={settings({ dismissable: false })} popupId="p" preview={false} now={() => T0} store={memoryStore()} />);
    expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Popup data={settings({ type: 'COUPON' })} popupId="p" preview={false} now={() => T0} store={memoryStore()} />);
    const buttons = screen.getAllByRole('button');
    buttons[buttons.length - 1]!.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });

  it('shows per its frequency for this visitor: ONCE shows once, HOUR again after an hour', () => {
    const store = memoryStore();
    const once = render(<Popup data={settings({ displayFrequency: 'ONCE' })} popupId="once" preview={false} now={() => T0} store={store} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    once.unmount();
    render(<Popup data={settings({ displayFrequency: 'ONCE' })} popupId="once" preview={false} now={() => T0 + 10 ** 9} store={store} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const hourly = (at: number) =>
      render(<Popup data={settings({ displayFrequency: 'HOUR' })} popupId="hour" preview={false} now={() => at} store={store} />);
    hourly(T0).unmount();
    hourly(T0 + 59 * 60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    hourly(T0 + 60 * 60_000);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('does not show outside its dates, and always shows in the preview', () => {
    const data = settings({ startDate: '2026-04-01T00:00:00Z' });
    const view = render(<Popup data={data} popupId="p" preview={false} now={() => T0} store={memoryStore()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    render(<Popup data={data} popupId="p" preview now={() => T0} store={memoryStore()} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a coupon popup shows the discount, the code the server made, its expiry, and copies it', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const requestCoupon = async () => {
      asked++;
      return {
        ok: true as const,
        data: { code: 'K7XM4PQR2T', discountType: 'PERCENTAGE' as const, discountValue: 15, expiresAt: '2026-03-01T12:30:00.000Z' },
      };
    };
    render(
      <Popup
        data={settings({ type: 'COUPON', couponDiscountValue: 15, couponTime: 30, couponGenerateButtonName: 'Kodumu ver' })}
        popupId="p"
        preview={false}
        now={() => T0}
        store={memoryStore()}
        requestCoupon={requestCoupon}
      />,
    );
    expect(screen.getByText('%15 indirim')).toBeTruthy();
    expect(screen.getByText('30 dakika geçerli')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kodumu ver' }));
    await screen.findByText('K7XM4PQR2T');
    expect(document.querySelector('output')?.textContent).toBe('K7XM4PQR2T');
    expect(screen.getByText('Son kullanma: 1 Mar 2026 15:30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kuponu kopyala' }));
    expect(screen.getByText('Kupon kopyalandı')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('K7XM4PQR2T');
    expect(asked).toBe(1);
  });

  it('a coupon popup shows the server’s reason when no code could be made, and no code', async () => {
    const user = userEvent.setup();
    render(
      <Popup
        data={settings({ type: 'COUPON' })}
        popupId="p"
        preview={false}
        now={() => T0}
        store={memoryStore()}
        requestCoupon={async () => ({ ok: false as const, status: 409, message: 'Şu anda kupon veren bir kampanya yok.' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Kupon oluştur' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Şu anda kupon veren bir kampanya yok.');
    expect(document.querySelector('output')).toBeNull();
  });

  it('formats an amount discount in Turkish lira', () => {
    render(
      <Popup
        data={settings({ type: 'COUPON', couponDiscountType: 'AMOUNT', couponDiscountValue: 50 })}
        popupId="p"
        preview={false}
        now={() => T0}
        store={memoryStore()}
      />,
    );
    expect(screen.getByText(`${new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(50)} indirim`)).toBeTruthy();
  });
});
