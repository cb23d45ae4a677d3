import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/storefront/consent/consent';
import { Integrations } from '../../src/storefront/consent/Integrations';

const GA4 = { ga4MeasurementId: 'G-TEST12345', metaPixelId: null, siteVerification: 'dogrulama_kodu_123' };
const gtagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('script, meta[name="google-site-verification"]').forEach((n) => n.remove());
});

describe('the KVKK cookie banner', () => {
  it('shows nothing when no analytics or marketing integration is on, yet adds the Search Console tag', () => {
    const { container } = render(<Integrations integrations={{ ...GA4, ga4MeasurementId: null }} />);
    expect(container.innerHTML).toBe('');
    expect(document.head.querySelector('meta[name="google-site-verification"]')?.getAttribute('content')).toBe('dogrulama_kodu_123');
  });

  it('loads no gtag before a choice; Reddet keeps it off and is kept with its version', async () => {
    render(<Integrations integrations={GA4} />);
    const banner = await screen.findByRole('region', { name: 'Çerez bildirimi' });
    expect(within(banner).getByRole('link', { name: 'Çerez Politikası' }).getAttribute('href')).toBe('/sayfa/cerez-politikasi');
    expect(gtagScripts()).toHaveLength(0);
    await userEvent.click(within(banner).getByRole('button', { name: 'Reddet' }));
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: CONSENT_VERSION,
      analytics: false,
      marketing: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gtagScripts()).toHaveLength(0);
  });

  it('Tercihler is a modal dialog: Zorunlu always on, focus inside, Escape closes; Analitik alone loads gtag', async () => {
    render(<Integrations integrations={GA4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tercihler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Çerez tercihleri' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Zorunlu' }).disabled).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Analitik' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gtagScripts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Tercihler' }));
    const again = await screen.findByRole('dialog', { name: 'Çerez tercihleri' });
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Analitik' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Seçimimi kaydet' }));
    await screen.findByRole('button', { name: 'Çerez tercihleri' });
    await expect.poll(() => gtagScripts().length).toBe(1);
    expect(gtagScripts()[0]?.getAttribute('src')).toContain('id=G-TEST12345');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ analytics: true, marketing: false });
  });

  it('asks again when the stored choice is of an older version', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION - 1, analytics: true, marketing: true }));
    render(<Integrations integrations={GA4} />);
    expect(await screen.findByRole('region', { name: 'Çerez bildirimi' })).toBeTruthy();
    expect(gtagScripts()).toHaveLength(0);
  });
});
