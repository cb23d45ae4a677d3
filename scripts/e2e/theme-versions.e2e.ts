import { describe, expect, it } from 'vitest';
import { useTestApp } from './kit/app';
import { ThemeBuilder } from './kit/builder';
import { asShopper } from './kit/storefront';

// Two shared cores: the builder can take far longer than Playwright's default to load.
const app = useTestApp({ timeout: 90_000 });

const ADMIN = 'theme_manager@example.com';

const isActive = async (builder: ThemeBuilder, name: string) => (await builder.activeSwitch(name).getAttribute('aria-checked')) === 'true';

/** Sets the seeded FAQ and newsletter rows of the middle area active or not, and saves: one new version. */
const saveMiddle = async (builder: ThemeBuilder, want: { faq: boolean; newsletter: boolean }) => {
  for (const [name, on] of [
    ['Sıkça Sorulan Sorular', want.faq],
    ['Bülten', want.newsletter],
  ] as const) {
    if ((await isActive(builder, name)) !== on) await builder.activeSwitch(name).click();
    await expect.poll(() => isActive(builder, name)).toBe(on);
  }
  await builder.save();
};

describe('version history of the theme builder', () => {
  it('rolls the middle area back to an earlier version, which the builder and the storefront then show', async () => {
    const builder = await ThemeBuilder.signIn(app, ADMIN);
    const { page } = builder;

    // The seed is version 1; A, B and C become versions 2, 3 and 4.
    await saveMiddle(builder, { faq: true, newsletter: false }); // A
    await saveMiddle(builder, { faq: false, newsletter: true }); // B
    await saveMiddle(builder, { faq: true, newsletter: true }); // C

    await builder.toolbar.getByRole('button', { name: 'Sürüm Geçmişi' }).click();
    const list = page.getByRole('list', { name: 'Orta alanının sürümleri' });
    await list.waitFor();
    const items = list.getByTestId('version-item');
    expect(await items.locator('.versions-item-title').allTextContents()).toEqual(['Sürüm 4', 'Sürüm 3', 'Sürüm 2', 'Sürüm 1']);
    expect(await items.first().getByText('Yayında').isVisible()).toBe(true);
    expect(await items.first().getByText('theme_manager@example.com').isVisible()).toBe(true);
    expect(await items.first().getByText('4 bileşen').isVisible()).toBe(true);

    // The read-only preview of B: its own frame, with B's middle area (no FAQ) and the newsletter.
    await page.getByRole('button', { name: 'Sürüm 3 önizlemesi' }).click();
    const preview = page.getByRole('dialog', { name: /Orta alanı · Sürüm 3/ });
    await preview.getByText('Salt okunur', { exact: true }).waitFor();
    const frame = preview.frameLocator('iframe[title="Sürüm 3 mağaza önizlemesi (salt okunur)"]');
    await frame.locator('[data-component-type="NEWSLETTER"]').waitFor();
    expect(await frame.locator('[data-component-type="FAQ"]').count()).toBe(0);
    await preview.locator('.p-dialog-header-close').click();
    await preview.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sürüm 2: geri yükle' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sürümü geri yükle' });
    await confirm.getByText('Orta alanı Sürüm 2 ile değiştirilecek', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByText('Orta alanında Sürüm 2 geri yüklendi (yeni sürüm: 5).').waitFor();
    await expect.poll(() => items.first().locator('.versions-item-title').textContent()).toBe('Sürüm 5');
    expect(await items.first().getByText('Sürüm 2 geri yüklenerek oluşturuldu').isVisible()).toBe(true);
    // The rollback is a version like any other: C can be rolled forward to.
    expect(await page.getByRole('button', { name: 'Sürüm 4: geri yükle' }).isVisible()).toBe(true);

    // The builder took the restored area at once, and again after a reload.
    await page.keyboard.press('Escape');
    await expect.poll(() => isActive(builder, 'Bülten')).toBe(false);
    await builder.reload();
    await expect.poll(() => isActive(builder, 'Bülten')).toBe(false);
    expect(await isActive(builder, 'Sıkça Sorulan Sorular')).toBe(true);

    // A shopper sees A: the FAQ, no newsletter.
    await asShopper(app, {}, async (shop) => {
      await shop.footer.waitFor();
      const types = await shop.componentTypes();
      expect(types).toContain('FAQ');
      expect(types).not.toContain('NEWSLETTER');
    });
    await page.context().close();
  }, 300_000);
});
