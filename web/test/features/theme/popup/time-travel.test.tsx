import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { ClockContext, fixedClock, previewInstant } from '../../../../src/storefront/clock';
import { Page } from '../../../../src/storefront/Page';
import { TimeTravelBanner } from '../../../../src/storefront/preview/TimeTravelBanner';
import { stateFromComponents } from '../../../../src/storefront/theme-store';
import { daysAhead } from '../../../../src/features/theme/time-travel/time-travel-store';
import { component } from '../../../storefront/fixtures';

const TODAY = Date.parse('2026-03-01T09:00:00Z');
const TOMORROW = Date.parse('2026-03-02T09:00:00Z');

const theme = (popupData: Record<string, unknown>, extra: ReturnType<typeof component>[] = []) =>
  stateFromComponents([component('POPUP', { id: 'p', tabType: 'top', componentData: { title: 'Yarına özel', ...popupData } }), ...extra], {
    themeConfig: DEFAULT_THEME_CONFIG,
    themeType: 'THEME_READY',
  });

const banner = (title: string, publishedAt: string) => ({ id: 1, queue: 1, title, status: 'PUBLISHED', publishedAt });

const renderAt = (at: number | undefined, state: ReturnType<typeof theme>, preview = true) => {
  const page = (
    <Page state={state} preview={preview}>
      <p>içerik</p>
    </Page>
  );
  return render(at === undefined ? page : <ClockContext.Provider value={fixedClock(at)}>{page}</ClockContext.Provider>);
};

describe('time-travel preview', () => {
  it('reads the instant from ?at= and ignores an unreadable one', () => {
    expect(previewInstant('?preview=1&at=2026-03-02T09%3A00%3A00.000Z')).toBe(TOMORROW);
    expect(previewInstant('?preview=1')).toBeUndefined();
    expect(previewInstant('?preview=1&at=yar%C4%B1n')).toBeUndefined();
  });

  it('quick choices land on the picker’s 5-minute grid', () => {
    expect(daysAhead(new Date('2026-03-01T09:02:31Z'), 1)).toBe('2026-03-02T09:05:00.000Z');
    expect(daysAhead(new Date('2026-03-01T09:55:00Z'), 7)).toBe('2026-03-08T09:55:00.000Z');
  });

  it('shows a popup that starts tomorrow only in the preview of tomorrow, whatever its frequency', () => {
    const state = theme({ startDate: '2026-03-02T00:00:00Z', displayFrequency: 'ONCE' });
    const today = renderAt(TODAY, state);
    expect(screen.queryByRole('dialog')).toBeNull();
    today.unmount();
    renderAt(TOMORROW, state);
    expect(screen.getByRole('dialog', { name: 'Yarına özel' })).toBeTruthy();
  });

  it('the ordinary preview (no instant) shows the popup only while it is selected', () => {
    renderAt(undefined, theme({}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies the instant to banners’ publish dates too', () => {
    const carousel = component('BANNER', { id: 'b', tabType: 'top', componentData: { banners: [banner('Yarın yayında', '2026-03-02T00:00:00Z')] } });
    const state = theme({ isActive: false }, [carousel]);
    const today = renderAt(TODAY, state);
    expect(screen.queryByText('Yarın yayında')).toBeNull();
    today.unmount();
    renderAt(TOMORROW, state);
    expect(screen.getByText('Yarın yayında')).toBeTruthy();
  });

  it('marks the frame with the instant in Turkish, in the shop’s time zone', () => {
    render(<TimeTravelBanner at={TOMORROW} />);
    expect(screen.getByRole('status').textContent).toContain('Zaman yolculuğu önizlemesi: mağaza 2 Mart 2026 12:00 tarihinde böyle görünecek.');
  });
});

describe('storefront popup on the page', () => {
  it('makes the rest of the page inert while open, pulls Tab back inside and closes on Escape from anywhere', async () => {
    const user = userEvent.setup();
    const state = theme({ type: 'COUPON', couponGenerateButtonName: 'Kodumu ver' });
    renderAt(undefined, state, false);
    const dialog = screen.getByRole('dialog', { name: 'Yarına özel' });
    const main = screen.getByText('içerik').closest('main');
    expect(main?.inert).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);

    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(main?.inert).toBe(false);
  });
});
