import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { DEFAULT_THEME_CONFIG, bannerSchema, type BannerComponentData } from '@shop/shared';
import { setPrimeLocaleTurkish } from '../../../../src/ui/prime-locale';
import { builderMachine, type PersistedTheme, type SaveThemeInput, type ServerTheme } from '../../../../src/features/theme/machine';
import { renderBuilderScreen } from '../builder-screen';
import { componentOf, dialog, openEditor } from './editor-harness';

// The banner dialog's date pickers read PrimeReact's Turkish texts, as the app sets them at start.
setPrimeLocaleTurkish();

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** The create dialog is loaded on demand: on a busy machine its chunk can take more than the default second. */
const createDialog = () => screen.findByRole('dialog', { name: 'Banner carousel oluştur' }, { timeout: 10_000 });

/** The builder with nothing in it; saves are recorded. */
const emptyBuilder = async () => {
  const saves: SaveThemeInput[] = [];
  const logic = builderMachine.provide({
    actors: {
      readLocal: fromPromise<PersistedTheme | null, { userEmail: string }>(async () => null),
      loadTheme: fromPromise(async (): Promise<ServerTheme> => ({
        components: [],
        versions: { TOP: 1, HOME: 1, BOTTOM: 1 },
        themeConfig: DEFAULT_THEME_CONFIG,
        themeType: 'THEME_READY',
      })),
      saveTheme: fromPromise<{ versions: Record<string, number> }, SaveThemeInput>(async ({ input }) => {
        saves.push(structuredClone(input));
        return { versions: { TOP: 2, HOME: 2, BOTTOM: 2 } };
      }),
    },
    actions: { persistLocal: () => undefined, postToPreview: () => undefined },
  });
  renderBuilderScreen(logic);
  await screen.findByText('Henüz hiç bileşen eklenmemiş.');
  return saves;
};

// The create dialog and the whole builder are loaded and driven here: well beyond the default on a busy machine.
describe('banner carousel create mode', { timeout: 90_000 }, () => {
  it('adds one BANNER only once it has a banner, with the drawer default of 5000 ms shown and the overlay rule applied', async () => {
    const saves = await emptyBuilder();
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Bileşen Ekle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Banner & Afiş' }));
    const create = await createDialog();
    const confirm = () => within(create).getByRole('button', { name: 'Carousel ekle' });
    expect(confirm().hasAttribute('disabled')).toBe(true);
    expect(within(create).getByText('Carousel eklemek için en az bir banner ekleyin.')).toBeTruthy();
    expect(within(create).getByLabelText<HTMLInputElement>('Geçiş süresi (ms)').value).toBe('5000');
    expect(within(create).getByText('Yalnızca tam sayı. Şu an 5.000 ms (5 sn).')).toBeTruthy();
    expect(within(create).getByText('Henüz banner eklenmemiş.')).toBeTruthy();

    fireEvent.click(within(create).getByRole('button', { name: 'Banner ekle' }));
    const form = await dialog('Banner ekle');
    type(within(form).getByLabelText('Başlık'), 'Yaz İndirimi');
    expect(within(form).getByRole('group', { name: 'Karartma opaklığı' })).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Karartma katmanı'));
    await waitFor(() => expect(within(form).queryByRole('group', { name: 'Karartma opaklığı' })).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Banner ekle' })).toBeNull());
    expect(within(create).getByText('Yaz İndirimi')).toBeTruthy();

    await waitFor(() => expect(confirm().hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Banner carousel oluştur' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Banner & Afiş (Banner & Afiş)' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Tema ve ayarlar başarıyla kaydedildi');
    const home = saves.at(-1)?.tabs.find((tab) => tab.pageType === 'HOME');
    expect(home?.components).toHaveLength(1);
    const data = home?.components[0]?.componentData as BannerComponentData;
    expect(data.settings.autoPlaySpeed).toBe(5000);
    expect(data.banners).toHaveLength(1);
    const [banner] = data.banners;
    expect(banner?.id).toBeLessThan(0);
    expect(banner).toMatchObject({ title: 'Yaz İndirimi', queue: 1, status: 'PUBLISHED', views: 0, hasOverlay: false, overlayColor: null, link: '' });
  });

  it('closes without adding anything on Vazgeç', async () => {
    await emptyBuilder();
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Bileşen Ekle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Banner & Afiş' }));
    fireEvent.click(within(await createDialog()).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Banner carousel oluştur' })).toBeNull());
    expect(screen.getByText('Henüz hiç bileşen eklenmemiş.')).toBeTruthy();
  });
});

describe('banner carousel edit mode', () => {
  const banners = [bannerSchema.parse({ id: 1, queue: 1, title: 'Birinci' }), bannerSchema.parse({ id: 2, queue: 2, title: 'İkinci' })];

  it('applies each change at once: a non-numeric speed is stored as empty, a removal renumbers, an edit keeps id and queue', async () => {
    const { panel, save } = await openEditor(componentOf('BANNER', 'b1', 'Afişler', { banners }));
    const speed = within(panel).getByLabelText<HTMLInputElement>('Geçiş süresi (ms)');
    expect(speed.value).toBe('5000');
    type(speed, 'hızlı');
    expect(await within(panel).findByText('Yalnızca tam sayı. Boş: süre kaydedilmez ve otomatik geçiş yapılmaz.')).toBeTruthy();
    expect(speed.value).toBe('hızlı');

    fireEvent.click(within(panel).getByRole('button', { name: 'Birinci: sil' }));
    await waitFor(() => expect(within(panel).getAllByTestId('kit-item')).toHaveLength(1));

    fireEvent.click(within(panel).getByRole('button', { name: 'İkinci: düzenle' }));
    const form = await dialog('Bannerı düzenle');
    type(within(form).getByLabelText('Başlık'), 'İkinci (güncel)');
    // The field and its button group are both named by the label.
    fireEvent.click(within(within(form).getAllByRole('group', { name: 'İçerik konumu' })[0]!).getByText('Sol'));
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await within(panel).findByText('İkinci (güncel)');

    const data = await save<BannerComponentData>();
    expect(data.settings.autoPlaySpeed).toBeNull();
    expect(data.banners).toEqual([expect.objectContaining({ id: 2, queue: 1, title: 'İkinci (güncel)', contentPosition: 'LEFT' })]);
  });
});
