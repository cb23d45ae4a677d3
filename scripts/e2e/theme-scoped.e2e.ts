import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyReadyTheme, DEFAULT_THEME_CONFIG, READY_THEMES, type ReadyThemeName } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoIdToken } from '../src/seed/demo-sign-in';
import { DESKTOP, PHONE, useTestApp } from './kit/app';
import { ThemeBuilder } from './kit/builder';
import { asShopper } from './kit/storefront';

/** Issue 31: the builder's scoped mode for a MARKETING_MANAGER, and the social buttons' contrast. */
const app = useTestApp();
const SHOTS = process.env.SCOPED_SHOTS_DIR;
const LOCKED = 'Bu bileşeni düzenleme yetkiniz yok';

const api = async (path: string, role: 'THEME_MANAGER' | 'MARKETING_MANAGER', init: { method?: string; body?: unknown } = {}) => {
  const config = (await (await fetch(`${app.url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  const token = await demoIdToken({ endpoint: config.userPoolEndpoint, clientId: config.userPoolClientId }, role);
  const res = await fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

interface Stored {
  id: string;
  componentType: string;
  tabType: string;
  componentData: Record<string, unknown>;
}
const stored = async () =>
  (await api('/api/admin/theme/components', 'THEME_MANAGER')).body as { components: Stored[]; versions: Record<string, number> };

describe('the scoped builder (MARKETING_MANAGER)', () => {
  it('edits a banner and saves it, while the header and footer stay locked, read-only and unchanged', async () => {
    const builder = await ThemeBuilder.signIn(app, 'marketing_manager@example.com');
    const { page } = builder;
    await page.getByTestId('builder-scope-banner').waitFor();
    expect(await page.getByTestId('builder-scope-banner').textContent()).toContain('Banner & Afiş');
    // The theme settings, type and history are the theme manager's.
    expect(await builder.toolbar.getByRole('button', { name: 'Tema ayarları' }).count()).toBe(0);

    const settings = await builder.openPanel(builder.rowNamed('Ana Sayfa Afişleri'));
    await settings.getByLabel('Geçiş süresi (ms)', { exact: true }).fill('7000');
    await builder.unsaved.waitFor();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'scoped-builder-1440-banner.png') });
    }
    await builder.save();
    const banner = (await stored()).components.find((c) => c.componentType === 'BANNER')!;
    expect((banner.componentData.settings as { autoPlaySpeed: number }).autoPlaySpeed).toBe(7000);

    await builder.openTab('Üst');
    const header = builder.rowNamed('Üst Menü');
    expect(await header.getAttribute('data-locked')).toBe('true');
    expect(await header.locator('.builder-row-handle').getAttribute('title')).toBe(LOCKED);
    expect(await builder.activeSwitch('Üst Menü').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Üst Menü bileşenini sil' }).isDisabled()).toBe(true);
    // The header's panel offers its social accounts alone.
    await header.locator('.builder-row-main').click();
    if (!(await builder.panel.isVisible())) await header.locator('.builder-row-main').click();
    await builder.panel.locator('.kit-form legend').first().waitFor();
    expect(await builder.panel.locator('.kit-form legend').allTextContents()).toEqual(['Sosyal medya']);

    await builder.openTab('Alt');
    const footer = builder.rowNamed('Alt Menü');
    await footer.locator('.builder-row-main').click();
    if (!(await builder.panel.isVisible())) await footer.locator('.builder-row-main').click();
    await builder.panel.getByTestId('builder-locked-panel').waitFor();
    expect(await builder.panel.getByTestId('builder-locked-panel').textContent()).toContain(LOCKED);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'scoped-builder-1440-locked.png') });
    await page.context().close();
  });

  it('a forged save that changes the header is 403 and writes nothing', async () => {
    const before = await stored();
    const top = before.components.filter((c) => c.tabType === 'top');
    const forged = top.map(({ tabType: _t, ...c }) =>
      c.componentType === 'HEADER' ? { ...c, componentData: { ...c.componentData, searchText: 'Sahte' } } : c,
    );
    const res = await api('/api/admin/theme/components', 'MARKETING_MANAGER', {
      method: 'POST',
      body: { pageType: 'TOP', components: forged, baseVersion: before.versions.TOP },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('"Üst Menü" (Üst Menü) bileşenini değiştirme yetkiniz yok. Hiçbir değişiklik kaydedilmedi.');
    expect(await stored()).toEqual(before);
  });

  it('fits a phone: the scope note and the locked rows', async () => {
    const builder = await ThemeBuilder.signIn(app, 'marketing_manager@example.com', { viewport: PHONE });
    await builder.openTab('Üst');
    await builder.rowNamed('Üst Menü').waitFor();
    expect(await builder.rowNamed('Üst Menü').getAttribute('data-locked')).toBe('true');
    if (SHOTS) await builder.page.screenshot({ path: join(SHOTS, 'scoped-builder-390.png') });
    await builder.page.context().close();
  });
});

describe('the storefront header', () => {
  it('draws Hesabım and Sepet, working: the account page and the cart', async () => {
    await asShopper(app, { viewport: DESKTOP }, async ({ page, header }) => {
      await header.waitFor();
      expect(await header.getByRole('link', { name: 'Hesabım' }).getAttribute('href')).toBe('/hesabim');
      await header.getByRole('button', { name: /^Sepet/ }).waitFor();
      await header.getByRole('link', { name: 'Hesabım' }).click();
      await page.waitForURL(/\/hesabim$/);
    });
  });
});

/** WCAG relative luminance contrast of two rgb() colours. */
const contrast = (a: string, b: string) => {
  const lum = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('social buttons in the Çerçeveli and İkincil styles', () => {
  it('keep a text contrast of at least 4.5:1 on every ready theme', async () => {
    const css = readFileSync(join(import.meta.dirname, '../../web/src/storefront/storefront.css'), 'utf8');
    const page = await app.newPage();
    for (const name of Object.keys(READY_THEMES) as ReadyThemeName[]) {
      const colors = applyReadyTheme(DEFAULT_THEME_CONFIG, name).colors.light;
      const vars = Object.entries(colors)
        .map(([token, c]) => `--sf-${token}: ${c.h} ${c.s}% ${c.l}%;`)
        .join('');
      await page.setContent(
        `<style>${css}</style><div class="sf-root" style="${vars} background: hsl(var(--sf-background))">` +
          `<a href="#" class="sf-btn sf-btn--outline">Instagram</a><a href="#" class="sf-btn sf-btn--secondary">Facebook</a></div>`,
      );
      for (const variant of ['outline', 'secondary']) {
        const [text, background] = await page.locator(`.sf-btn--${variant}`).evaluate((el) => {
          const style = getComputedStyle(el);
          const own = style.backgroundColor;
          // Transparent (outline): the page behind it shows.
          const behind = own === 'rgba(0, 0, 0, 0)' ? getComputedStyle(el.parentElement!).backgroundColor : own;
          return [style.color, behind];
        });
        expect(contrast(text, background), `${name} ${variant}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    await page.context().close();
  });
});
