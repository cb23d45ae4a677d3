import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './kit/app';
import { ThemeBuilder } from './kit/builder';
import { asShopper } from './kit/storefront';

const app = useTestApp();

const ADMIN = 'theme_manager@example.com';
/** The two primaries chosen below, and the HSL tokens the theme stores for them. */
const CUSTOM_PRIMARY = { typed: '#e11d48', token: '347 77% 50%' };
const PARTIAL_PRIMARY = { typed: '#16a34a', token: '142 76% 36%', shown: '#16a249' };
const PARTIAL_BORDER = { typed: '#f97316', token: '25 95% 53%' };

/** A theme variable as the storefront's root resolves it. */
const rootVariable = (root: Locator, name: string) => root.evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);

const openAppearance = async (builder: ThemeBuilder): Promise<Locator> => {
  await builder.openThemeSettings('Görünüm Ayarları');
  const drawer = builder.page.getByRole('complementary', { name: 'Görünüm Ayarları' });
  await drawer.waitFor();
  return drawer;
};

const pressed = (drawer: Locator, name: string) => drawer.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

describe('theme look (Görünüm Ayarları)', () => {
  it('switches ready → custom → partial, shows each change in the preview, saves, and the storefront takes the chosen primary', async () => {
    const builder = await ThemeBuilder.signIn(app, ADMIN);
    const { page } = builder;
    const previewRoot = builder.preview.locator('.sf-root');
    await previewRoot.waitFor();
    const before = await rootVariable(previewRoot, '--sf-primary');

    let drawer = await openAppearance(builder);
    expect(await pressed(drawer, 'Hazır Tema')).toBe('true');

    // Ready → custom keeps the current primary; a new one shows in the preview at once.
    await drawer.getByRole('button', { name: 'Özel Tema', exact: true }).click();
    expect(await pressed(drawer, 'Özel Tema')).toBe('true');
    await expect.poll(() => drawer.getByRole('slider', { name: 'Ana renk: Ton' }).getAttribute('aria-valuenow')).toBe(before.split(' ')[0]);
    await drawer.getByRole('textbox', { name: 'Ana renk', exact: true }).fill(CUSTOM_PRIMARY.typed);
    await expect.poll(() => rootVariable(previewRoot, '--sf-primary')).toBe(CUSTOM_PRIMARY.token);

    // Custom → partial loads the light colours; a colour edit shows at once, shadows follow the primary.
    await drawer.getByRole('button', { name: 'Kısmi Tema', exact: true }).click();
    expect(await pressed(drawer, 'Kısmi Tema')).toBe('true');
    await drawer.getByRole('textbox', { name: 'Kenarlık', exact: true }).fill(PARTIAL_BORDER.typed);
    await drawer.getByRole('textbox', { name: 'Ana renk', exact: true }).fill(PARTIAL_PRIMARY.typed);
    await expect.poll(() => rootVariable(previewRoot, '--sf-primary')).toBe(PARTIAL_PRIMARY.token);
    expect(await rootVariable(previewRoot, '--sf-border')).toBe(PARTIAL_BORDER.token);
    expect(await rootVariable(previewRoot, '--sf-shadow-sm')).toBe('0 1px 2px 0 hsl(142 50% 12% / 0.05)');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await builder.save();

    // After a reload the drawer shows the saved type and colours.
    await builder.reload();
    drawer = await openAppearance(builder);
    expect(await pressed(drawer, 'Kısmi Tema')).toBe('true');
    expect(await drawer.getByRole('textbox', { name: 'Ana renk', exact: true }).inputValue()).toBe(PARTIAL_PRIMARY.shown);

    // The storefront paints with it: the root's token and a button's background.
    await asShopper(app, {}, async ({ page: shopper, root }) => {
      await expect.poll(() => rootVariable(root, '--sf-primary'), { timeout: 20_000 }).toBe(PARTIAL_PRIMARY.token);
      const button = shopper.locator('.sf-banner-slide.is-active .sf-btn').first();
      const expected = await shopper.evaluate((token) => {
        const probe = document.createElement('span');
        probe.style.color = `hsl(${token})`;
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }, PARTIAL_PRIMARY.token);
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(expected);
      expect(await rootVariable(root, '--sf-radius')).toBe('0.5rem');
    });
  });
});
