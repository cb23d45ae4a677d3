import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { DEFAULT_THEME_CONFIG, defaultComponentData, type ComponentType, type ThemeComponent } from '@shop/shared';
import { builderMachine, SaveThemeError, type PersistedTheme, type ServerTheme } from '../../../../src/features/theme/machine';
import { renderBuilderScreen } from '../builder-screen';

/** Row renders per component id: every row render calls useSortable once. */
const rowRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/sortable')>();
  return {
    ...actual,
    useSortable: (args: Parameters<typeof actual.useSortable>[0]) => {
      rowRenders.set(String(args.id), (rowRenders.get(String(args.id)) ?? 0) + 1);
      return actual.useSortable(args);
    },
  };
});

// jsdom has no layout: the list measures nothing and falls back to its assumed height.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const component = (
  componentType: ComponentType,
  id: string,
  tabType: 'top' | 'middle' | 'bottom',
  order: number,
  name = `${componentType} ${id}`,
): ThemeComponent =>
  ({
    id,
    componentType,
    name,
    order,
    isActive: true,
    componentData: defaultComponentData(componentType, { year: 2026, componentId: id }),
    products: [],
    galleries: [],
    tabType,
  }) as ThemeComponent;

const theme = (components: ThemeComponent[]): ServerTheme => ({
  components,
  versions: { TOP: 1, HOME: 1, BOTTOM: 1 },
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY',
});

interface Fakes {
  loads: number;
  saves: number;
  load: () => Promise<ServerTheme>;
  save: () => Promise<{ versions: Record<string, number> }>;
}

const renderBuilder = (server: ServerTheme, over: Partial<Fakes> = {}) => {
  const fakes: Fakes = {
    loads: 0,
    saves: 0,
    load: async () => structuredClone(server),
    save: async () => ({ versions: { TOP: 2, HOME: 2, BOTTOM: 2 } }),
    ...over,
  };
  const logic = builderMachine.provide({
    actors: {
      readLocal: fromPromise<PersistedTheme | null, { userEmail: string }>(async () => null),
      loadTheme: fromPromise(async () => {
        fakes.loads += 1;
        return fakes.load();
      }),
      saveTheme: fromPromise(async () => {
        fakes.saves += 1;
        return fakes.save();
      }),
    },
    actions: { persistLocal: () => undefined, postToPreview: () => undefined },
  });
  renderBuilderScreen(logic);
  return fakes;
};

const list = () => screen.findByRole('list', { name: 'Bileşen listesi' });
const rowNames = () =>
  screen
    .getAllByTestId('builder-row')
    .sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
    .map((row) => row.querySelector('.builder-row-name')?.textContent);
const row = (name: string) =>
  screen.getAllByTestId('builder-row').find((r) => r.querySelector('.builder-row-name')?.textContent === name) as HTMLElement;

const MIDDLE = [
  component('BANNER', 'b1', 'middle', 0, 'Ana Banner'),
  component('VIDEO', 'v1', 'middle', 1, 'Tanıtım'),
  component('FAQ', 'f1', 'middle', 2, 'Sorular'),
];

afterEach(() => vi.clearAllMocks());

describe('theme sidebar', () => {
  it('shows the skeleton, then the middle area with name and type label per row', async () => {
    renderBuilder(theme(MIDDLE));
    expect(screen.getByRole('status', { name: 'Tema yükleniyor…' })).toBeTruthy();
    await list();
    expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular']);
    expect(within(row('Ana Banner')).getByText('Banner & Afiş')).toBeTruthy();
    expect(within(row('Tanıtım')).getByText('Video')).toBeTruthy();
    expect(within(row('Sorular')).getByText('Sıkça Sorulan Sorular')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Orta' }).getAttribute('aria-selected')).toBe('true');
  });

  it('gives each empty area the spec text and the hint', async () => {
    renderBuilder(theme([]));
    expect(await screen.findByText('Henüz hiç bileşen eklenmemiş.')).toBeTruthy();
    expect(screen.getByText('Eklemek için soldaki "Bileşen Ekle" düğmesinden bir bileşen seçin.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Üst' }));
    expect(await screen.findByText('Üst kısım boş.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Alt' }));
    expect(await screen.findByText('Alt kısım boş.')).toBeTruthy();
  });

  it('selects on click, opens the settings panel on a second click, closes it with Kapat', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    const main = () => within(row('Ana Banner')).getByRole('button', { name: 'Ana Banner (Banner & Afiş)' });
    fireEvent.click(main());
    expect(main().getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Bu bileşen türü için henüz ayar bulunmamaktadır.')).toBeNull();
    fireEvent.click(main());
    const panel = await screen.findByRole('region', { name: 'Ana Banner ayarları' });
    // The banner carousel's own editor, loaded into the panel: its banners section.
    expect((await within(panel).findAllByRole('group', { name: 'Bannerlar' })).length).toBeGreaterThan(0);
    expect(within(panel).queryByText('Bu bileşen türü için henüz ayar bulunmamaktadır.')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ana Banner ayarları' })).toBeNull());
  });

  it("renames the component from its panel's İsim field: the row and the panel title follow, one undo step", async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    const main = () => within(row('Sorular')).getByRole('button', { name: 'Sorular (Sıkça Sorulan Sorular)' });
    fireEvent.click(main());
    fireEvent.click(main());
    const panel = await screen.findByRole('region', { name: 'Sorular ayarları' });
    const name = within(panel).getByLabelText<HTMLInputElement>('İsim');
    fireEvent.change(name, { target: { value: 'Sık Sorulanlar' } });
    fireEvent.change(name, { target: { value: 'Sık Sorulanlar!' } });
    expect(await screen.findByRole('region', { name: 'Sık Sorulanlar! ayarları' })).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sık Sorulanlar!']));
    // The FAQ's own settings carry no second name field.
    expect(within(panel).getAllByLabelText('İsim')).toHaveLength(1);
    fireEvent.change(name, { target: { value: '' } });
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    // The burst of typing is one undo step: Ctrl+Z brings back the name it started from.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular']));
  });

  it("offers the popup's own editor from its row's panel", async () => {
    renderBuilder(theme([component('POPUP', 'p1', 'top', 0, 'Kampanya')]));
    fireEvent.click(await screen.findByRole('tab', { name: 'Üst' }));
    const main = () => within(row('Kampanya')).getByRole('button', { name: 'Kampanya (Açılır Pencere)' });
    fireEvent.click(main());
    fireEvent.click(main());
    const panel = await screen.findByRole('region', { name: 'Kampanya ayarları' });
    expect(within(panel).queryByText('Bu bileşen türü için henüz ayar bulunmamaktadır.')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Açılır pencereyi düzenle' }));
    expect(await screen.findByRole('dialog', { name: 'Açılır Pencere' })).toBeTruthy();
  });

  it('toggles Aktif, deletes after confirmation, and undoes and redoes with the keyboard', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    fireEvent.click(screen.getByRole('switch', { name: 'Tanıtım aktif' }));
    await waitFor(() => expect(row('Tanıtım').hasAttribute('data-inactive')).toBe(true));
    expect(screen.getByText('Kaydedilmemiş değişiklikler var')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sorular bileşenini sil' }));
    const message = await screen.findByText(/"Sorular" bileşeni silinecek\. Kaydettikten sonra bu işlem geri alınamaz/);
    const dialog = message.closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım']));

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular']));
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım']));
    fireEvent.click(screen.getByRole('button', { name: 'Geri al (Ctrl+Z)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Geri al (Ctrl+Z)' }));
    await waitFor(() => expect(row('Tanıtım').hasAttribute('data-inactive')).toBe(false));
    expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular']);
  });

  it('ignores Ctrl+Z typed into a field', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    fireEvent.click(screen.getByRole('switch', { name: 'Tanıtım aktif' }));
    await waitFor(() => expect(row('Tanıtım').hasAttribute('data-inactive')).toBe(true));
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(row('Tanıtım').hasAttribute('data-inactive')).toBe(true);
    input.remove();
  });

  it('renders only the rows in view of a long area', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => component('GALLERY', `g${i}`, 'middle', i, `Galeri ${i}`));
    renderBuilder(theme(many));
    await list();
    const rendered = screen.getAllByTestId('builder-row').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByRole('list', { name: 'Bileşen listesi' }).style.height).toBe(`${1000 * 56}px`);
  });

  it('renders the toggled row again, not its neighbours', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    rowRenders.clear();
    fireEvent.click(screen.getByRole('switch', { name: 'Tanıtım aktif' }));
    await waitFor(() => expect(row('Tanıtım').hasAttribute('data-inactive')).toBe(true));
    expect(rowRenders.get('v1')).toBeGreaterThan(0);
    expect(rowRenders.has('b1')).toBe(false);
    expect(rowRenders.has('f1')).toBe(false);
  });
});

describe('toolbar', () => {
  it('adds from the drawer to the active area and closes it; every type is offered', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Bileşen Ekle' }));
    const drawer = await screen
      .findByRole('complementary', { name: 'Bileşen Ekle' })
      .catch(() => document.querySelector('.builder-add-drawer') as HTMLElement);
    const types = within(drawer)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('builder-type'));
    expect(types.map((b) => b.querySelector('.builder-type-label')?.textContent)).toEqual([
      'Banner & Afiş',
      'Ürün Listesi',
      'Üst Menü',
      'Alt Menü',
      'Kayan Duyuru Bandı',
      'Sabit Duyuru Bandı',
      'Galeri',
      'Video',
      'Sıkça Sorulan Sorular',
      'Bülten',
      'Açılır Pencere',
    ]);
    expect(types.every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    expect(within(drawer).queryByText('Yakında')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Bülten' }));
    await waitFor(() => expect(document.querySelector('.builder-add-drawer')).toBeNull());
    await waitFor(() => expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular', 'Bülten']));
    expect(within(row('Bülten')).getByRole('button', { name: 'Bülten (Bülten)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the popup editor from the drawer, adding nothing until it saves', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Bileşen Ekle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Açılır Pencere' }));
    expect(await screen.findByRole('dialog', { name: 'Açılır Pencere' })).toBeTruthy();
    expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular']);
  });

  it('adds a product list only through the product picker', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    const openPicker = async () => {
      fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Bileşen Ekle' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Ürün Listesi' }));
      return screen.findByRole('dialog', { name: 'Ürün Seç' });
    };
    fireEvent.click(within(await openPicker()).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ürün Seç' })).toBeNull());
    expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular']);
    fireEvent.click(within(await openPicker()).getByRole('button', { name: 'Seçimi onayla' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ana Banner', 'Tanıtım', 'Sorular', 'Ürün Listesi']));
  });

  it('shows the theme settings menu with only the entries built so far enabled', async () => {
    renderBuilder(theme(MIDDLE));
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Tema ayarları' }));
    const items = await waitFor(() => {
      const found = [...document.querySelectorAll('.p-menu [role="menuitem"]')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Görünüm Ayarları',
      'Açılır Pencere',
      'Genel Ayarlar',
      'Yazı Tipi Ayarları',
      'SEO Ayarları',
      'Ürün Ayarları',
      'Yapay Zekâ ile Tasarım',
      'İletişim Ayarları',
      'Diğer Ayarlar',
    ]);
    const enabled = items.filter((item) => item.getAttribute('aria-disabled') !== 'true').map((item) => item.getAttribute('aria-label'));
    expect(enabled).toEqual(['Görünüm Ayarları', 'Açılır Pencere']);
  });

  it('saves with the success toast and clears the unsaved mark', async () => {
    const fakes = renderBuilder(theme(MIDDLE));
    await list();
    fireEvent.click(screen.getByRole('switch', { name: 'Tanıtım aktif' }));
    await screen.findByText('Kaydedilmemiş değişiklikler var');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Tema ve ayarlar başarıyla kaydedildi')).toBeTruthy();
    expect(fakes.saves).toBe(1);
    await waitFor(() => expect(screen.queryByText('Kaydedilmemiş değişiklikler var')).toBeNull());
  });

  it('tells a failed save with the error toast and keeps the changes', async () => {
    renderBuilder(theme(MIDDLE), { save: async () => Promise.reject(new SaveThemeError('boom', 500, 'HOME', {})) });
    await list();
    fireEvent.click(screen.getByRole('switch', { name: 'Tanıtım aktif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Tema kaydedilirken bir hata oluştu')).toBeTruthy();
    expect(screen.getByText('Kaydedilmemiş değişiklikler var')).toBeTruthy();
  });

  it('offers both ways out of a 409 and loads the server copy on "Onların sürümünü yükle"', async () => {
    const fakes = renderBuilder(theme(MIDDLE), { save: async () => Promise.reject(new SaveThemeError('conflict', 409, 'HOME', {})) });
    await list();
    fireEvent.click(screen.getByRole('switch', { name: 'Tanıtım aktif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tema başka biri tarafından kaydedildi' });
    expect(within(dialog).getByText(/başka bir yönetici bu temayı kaydetti/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Düzenlemeye devam et' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onların sürümünü yükle' }));
    await waitFor(() => expect(fakes.loads).toBe(2));
    await waitFor(() => expect(row('Tanıtım').hasAttribute('data-inactive')).toBe(false));
  });

  it('keeps the edits on "Düzenlemeye devam et"', async () => {
    renderBuilder(theme(MIDDLE), { save: async () => Promise.reject(new SaveThemeError('conflict', 409, 'HOME', {})) });
    await list();
    fireEvent.click(screen.getByRole('switch', { name: 'Tanıtım aktif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tema başka biri tarafından kaydedildi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Düzenlemeye devam et' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tema başka biri tarafından kaydedildi' })).toBeNull());
    await waitFor(() => expect(screen.getByText('Kaydedilmemiş değişiklikler var')).toBeTruthy());
    expect(row('Tanıtım').hasAttribute('data-inactive')).toBe(true);
  });

  it('shows the load error with a retry that loads again', async () => {
    let fail = true;
    const fakes = renderBuilder(theme(MIDDLE), {
      load: async () => {
        if (fail) throw new Error('offline');
        return theme(MIDDLE);
      },
    });
    expect(await screen.findByText('Tema yüklenemedi.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    await list();
    expect(fakes.loads).toBe(2);
  });
});
