import { describe, expect, it } from 'vitest';
import { useTestApp } from './kit/app';
import { ThemeBuilder } from './kit/builder';
import { moveWithKeyboard } from './kit/drag';
import { asShopper } from './kit/storefront';

const app = useTestApp();
let builder: ThemeBuilder;

const ADMIN = 'theme_manager@example.com';
/** The seeded demo theme's components (scripts/src/seed/demo-theme.ts), per area. */
const DEMO_TOP = ['Hoş Geldin İndirimi', 'Üst Menü', 'Kampanya Duyuruları'];
const DEMO_MIDDLE = ['Ana Sayfa Afişleri', 'Öne Çıkan Ürünler', 'Sıkça Sorulan Sorular', 'Bülten'];
const DEMO_BOTTOM = ['Alt Menü'];

/** Adds a component from the drawer, filling the dialog the types that have one open before they are added. */
const addComponent = async (label: string) => {
  const { page } = builder;
  await builder.pickFromDrawer(label);
  if (label === 'Banner & Afiş') {
    // A carousel is added from its create dialog, once it holds a banner.
    const create = builder.dialog('Banner carousel oluştur');
    await create.getByRole('button', { name: 'Banner ekle', exact: true }).click();
    const form = builder.dialog('Banner ekle');
    await form.getByLabel('Başlık', { exact: true }).fill('E2E Banner');
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await create.getByRole('button', { name: 'Carousel ekle', exact: true }).click();
    await create.waitFor({ state: 'detached' });
    return;
  }
  if (label !== 'Ürün Listesi') return;
  // A product list is added once its products are chosen in the picker.
  const picker = page.getByRole('dialog', { name: 'Ürün Seç' });
  await picker.locator('.product-picker__item').first().locator('label').click();
  await picker.getByText('1 ürün seçildi').waitFor();
  await picker.getByRole('button', { name: 'Seçimi onayla' }).click();
  await picker.waitFor({ state: 'detached' });
};

describe("the theme builder at npm start's URL", () => {
  it('adds one of each type, reorders by mouse and keyboard, toggles, deletes, undoes, redoes and saves', async () => {
    builder = await ThemeBuilder.signIn(app, ADMIN);
    const { page } = builder;

    // The demo shop's theme is there; its middle area is cleared through the UI first.
    await expect.poll(() => builder.rowNames()).toEqual(DEMO_MIDDLE);
    await builder.deleteRows(DEMO_MIDDLE);
    await page.getByText('Henüz hiç bileşen eklenmemiş.').waitFor();

    // Adding a header or footer to an area that has one only selects the existing one.
    await builder.openTab('Üst');
    await expect.poll(() => builder.rowNames()).toEqual(DEMO_TOP);
    await addComponent('Üst Menü');
    await expect.poll(() => builder.rowNamed('Üst Menü').getAttribute('data-selected')).not.toBeNull();
    expect(await builder.rowNames()).toEqual(DEMO_TOP);
    // A running marquee in the preview keeps the page busy enough for quick arrow keys to beat
    // dnd-kit's keyboard listener (added a tick after the pick-up): the top keeps only its header.
    await builder.deleteRows(DEMO_TOP.filter((name) => name !== 'Üst Menü'));
    expect(await builder.rowNames()).toEqual(['Üst Menü']);
    await builder.openTab('Alt');
    await expect.poll(() => builder.rowNames()).toEqual(DEMO_BOTTOM);
    await addComponent('Alt Menü');
    await expect.poll(() => builder.rowNamed('Alt Menü').getAttribute('data-selected')).not.toBeNull();
    expect(await builder.rowNames()).toEqual(DEMO_BOTTOM);

    await builder.openTab('Orta');
    // Açılır Pencere in the drawer opens the popup's own editor; nothing is added unless it saves.
    await builder.pickFromDrawer('Açılır Pencere');
    const popupEditor = page.getByRole('dialog', { name: 'Açılır Pencere' });
    await popupEditor.getByLabel('İsim', { exact: true }).waitFor();
    await popupEditor.getByRole('button', { name: 'Vazgeç', exact: true }).click();
    await popupEditor.waitFor({ state: 'detached' });
    expect(await builder.rowNames()).toEqual([]);

    const middle = [
      'Banner & Afiş',
      'Ürün Listesi',
      'Kayan Duyuru Bandı',
      'Sabit Duyuru Bandı',
      'Galeri',
      'Video',
      'Sıkça Sorulan Sorular',
      'Bülten',
    ];
    for (const label of middle) await addComponent(label);
    expect(await builder.rowNames()).toEqual(middle);
    await builder.unsaved.waitFor();

    // Mouse: the first row's handle dragged below the third row.
    const handle = builder.rowNamed('Banner & Afiş').locator('.builder-row-handle');
    const target = builder.rowNamed('Kayan Duyuru Bandı');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y + to.height / 2 - (from.y + from.height / 2)) * step) / 12);
    }
    await page.mouse.up();
    await expect
      .poll(() => builder.rowNames())
      .toEqual(['Ürün Listesi', 'Kayan Duyuru Bandı', 'Banner & Afiş', 'Sabit Duyuru Bandı', 'Galeri', 'Video', 'Sıkça Sorulan Sorular', 'Bülten']);

    // Keyboard: Space picks Bülten up, two arrows up, Space drops; each step is announced in Turkish.
    await moveWithKeyboard(builder.rowNamed('Bülten').locator('.builder-row-handle'), {
      pickedUp: 'Bülten taşınmak için alındı',
      key: 'ArrowUp',
      moved: ['Bülten, 8 bileşen içinde 7. sıraya taşındı.', 'Bülten, 8 bileşen içinde 6. sıraya taşındı.'],
      ended: 'Bülten, 8 bileşen içinde 6. sıraya bırakıldı.',
    });
    const reordered = [
      'Ürün Listesi',
      'Kayan Duyuru Bandı',
      'Banner & Afiş',
      'Sabit Duyuru Bandı',
      'Galeri',
      'Bülten',
      'Video',
      'Sıkça Sorulan Sorular',
    ];
    await expect.poll(() => builder.rowNames()).toEqual(reordered);

    // Escape cancels a keyboard move.
    await moveWithKeyboard(builder.rowNamed('Galeri').locator('.builder-row-handle'), {
      pickedUp: 'Galeri taşınmak için alındı',
      key: 'ArrowDown',
      moved: ['Galeri, 8 bileşen içinde 6. sıraya taşındı.'],
      end: 'Escape',
      ended: 'Taşıma iptal edildi.',
    });
    expect(await builder.rowNames()).toEqual(reordered);

    await builder.activeSwitch('Video').click();
    await expect.poll(() => builder.rowNamed('Video').getAttribute('data-inactive')).not.toBeNull();

    await page.getByRole('button', { name: 'Sıkça Sorulan Sorular bileşenini sil' }).click();
    await page.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect.poll(() => builder.rowNames()).toEqual(reordered.filter((name) => name !== 'Sıkça Sorulan Sorular'));

    await page
      .locator('body')
      .click({ position: { x: 5, y: 890 } })
      .catch(() => undefined);
    await page.keyboard.press('Control+z');
    await expect.poll(() => builder.rowNames()).toEqual(reordered);
    await page.getByRole('button', { name: 'Yinele (Ctrl+Shift+Z)' }).click();
    const undone = reordered.filter((name) => name !== 'Sıkça Sorulan Sorular');
    await expect.poll(() => builder.rowNames()).toEqual(undone);

    // The panel's İsim is the component's one name: its row and the panel title follow, and it is saved.
    const settings = await builder.openPanel(builder.rowNamed('Sabit Duyuru Bandı'));
    await settings.getByLabel('İsim', { exact: true }).fill('Kargo Şeridi');
    await page.getByRole('region', { name: 'Kargo Şeridi ayarları' }).waitFor();
    const final = undone.map((name) => (name === 'Sabit Duyuru Bandı' ? 'Kargo Şeridi' : name));
    await expect.poll(() => builder.rowNames()).toEqual(final);

    await builder.save();
    const savedMiddle = await builder.rowIds();

    await builder.reload();
    await expect.poll(() => builder.rowNames()).toEqual(final);
    expect(await builder.rowIds()).toEqual(savedMiddle);
    expect(await builder.unsaved.count()).toBe(0);

    await builder.openTab('Üst');
    const top = await builder.rowIds();
    await builder.openTab('Alt');
    const bottom = await builder.rowIds();
    await builder.openTab('Orta');

    // The storefront shows the active components of each area in order, the inactive ones not at all.
    await asShopper(app, {}, async (shop) => {
      const expected = [...top, ...savedMiddle, ...bottom].filter((c) => c.active).map((c) => c.id);
      await expect.poll(() => shop.componentIds()).toEqual(expected);
      const inactive = savedMiddle.find((c) => !c.active);
      expect(inactive).toBeDefined();
      expect(await shop.page.locator(`[data-component-id="${inactive?.id}"]`).count()).toBe(0);
    });
  });

  it('ends a save in the 409 dialog when another admin saved first, losing nothing', async () => {
    const { page } = builder;
    // This admin's unsaved edit.
    await builder.activeSwitch('Galeri').click();
    await builder.unsaved.waitFor();

    // Another admin, in another browser context, saves first.
    const other = await ThemeBuilder.signIn(app, ADMIN);
    await other.activeSwitch('Bülten').click();
    await other.save();
    await other.page.context().close();

    await builder.saveButton.click();
    const dialog = page.getByRole('dialog', { name: 'Tema başka biri tarafından kaydedildi' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('başka bir yönetici bu temayı kaydetti');
    await dialog.getByRole('button', { name: 'Düzenlemeye devam et' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await builder.rowNamed('Galeri').getAttribute('data-inactive')).not.toBeNull();
    await builder.unsaved.waitFor();
    await builder.reload();
    await expect.poll(() => builder.rowNamed('Galeri').getAttribute('data-inactive')).not.toBeNull();
    await builder.unsaved.waitFor();
  });
});
