import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { componentScope, DEFAULT_THEME_CONFIG, defaultComponentData, type ComponentType, type ThemeComponent } from '@shop/shared';
import { builderMachine, type PersistedTheme, type ServerTheme } from '../../../../src/features/theme/machine';
import { renderBuilderScreen } from '../builder-screen';

/** Issue 31: the builder as a MARKETING_MANAGER sees it (banners, marquee, the header's social accounts). */

// jsdom has no layout: the list measures nothing and falls back to its assumed height.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const component = (componentType: ComponentType, id: string, tabType: 'top' | 'middle' | 'bottom', name: string): ThemeComponent =>
  ({
    id,
    componentType,
    name,
    order: 0,
    isActive: true,
    componentData: defaultComponentData(componentType, { year: 2026, componentId: id }),
    products: [],
    galleries: [],
    tabType,
  }) as ThemeComponent;

const SERVER: ServerTheme = {
  components: [
    component('HEADER', 'h1', 'top', 'Üst Menü'),
    component('BANNER', 'b1', 'middle', 'Ana Banner'),
    component('FOOTER', 'f1', 'bottom', 'Alt Bilgi'),
  ],
  versions: { TOP: 1, HOME: 1, BOTTOM: 1 },
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY',
};

const renderAsMarketingManager = () => {
  const logic = builderMachine.provide({
    actors: {
      readLocal: fromPromise<PersistedTheme | null, { userEmail: string }>(async () => null),
      loadTheme: fromPromise(async () => structuredClone(SERVER)),
      saveTheme: fromPromise(async (): Promise<{ versions: Record<string, number> }> => ({ versions: { TOP: 2, HOME: 2, BOTTOM: 2 } })),
    },
    actions: { persistLocal: () => undefined, postToPreview: () => undefined },
  });
  renderBuilderScreen(logic, undefined, componentScope(['MARKETING_MANAGER']));
};

const LOCKED = 'Bu bileşeni düzenleme yetkiniz yok';
const row = (name: string) =>
  screen.getAllByTestId('builder-row').find((r) => r.querySelector('.builder-row-name')?.textContent === name) as HTMLElement;
const openPanel = async (name: string) => {
  const main = within(row(name)).getByRole('button', { name: new RegExp(`^${name} \\(`) });
  fireEvent.click(main);
  fireEvent.click(main);
  return screen.findByRole('region', { name: `${name} ayarları` });
};
const switchOf = (name: string) => screen.getByRole<HTMLButtonElement>('switch', { name: `${name} aktif` });
const deleteOf = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name: `${name} bileşenini sil` });

describe('the scoped builder (MARKETING_MANAGER)', () => {
  it('says what it may change, and shows the header and the footer read-only, marked and locked', async () => {
    renderAsMarketingManager();
    await screen.findByRole('list', { name: 'Bileşen listesi' });
    expect(screen.getByTestId('builder-scope-banner').textContent).toContain(
      'Kısıtlı düzenleme: yalnızca Banner & Afiş, Kayan Duyuru Bandı, Sabit Duyuru Bandı, Üst Menü içindeki sosyal medya hesapları bileşenlerini değiştirebilirsiniz.',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Üst' }));
    await waitFor(() => expect(row('Üst Menü')).toBeTruthy());
    expect(row('Üst Menü').hasAttribute('data-locked')).toBe(true);
    expect(within(row('Üst Menü')).getByRole<HTMLButtonElement>('button', { name: `Üst Menü: ${LOCKED}` }).disabled).toBe(true);
    expect(switchOf('Üst Menü').disabled).toBe(true);
    expect(deleteOf('Üst Menü').disabled).toBe(true);
    // The header's panel offers its social accounts alone: no name, none of the header's own settings.
    const header = await openPanel('Üst Menü');
    expect(within(header).getByText('Bu bileşende yalnızca sosyal medya hesaplarını düzenleyebilirsiniz.')).toBeTruthy();
    expect(within(header).queryByLabelText('İsim')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Alt' }));
    await waitFor(() => expect(row('Alt Bilgi')).toBeTruthy());
    expect(row('Alt Bilgi').hasAttribute('data-locked')).toBe(true);
    expect(switchOf('Alt Bilgi').disabled).toBe(true);
    fireEvent.click(switchOf('Alt Bilgi'));
    expect(row('Alt Bilgi').hasAttribute('data-inactive')).toBe(false);
    const footer = await openPanel('Alt Bilgi');
    expect(within(footer).getByTestId('builder-locked-panel').textContent).toContain(LOCKED);
    expect(within(footer).queryByLabelText('İsim')).toBeNull();
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var')).toBeNull();
  });

  it('edits a banner: renames it from its panel and toggles it, which marks the page unsaved', async () => {
    renderAsMarketingManager();
    await screen.findByRole('list', { name: 'Bileşen listesi' });
    expect(row('Ana Banner').hasAttribute('data-locked')).toBe(false);
    expect(deleteOf('Ana Banner').disabled).toBe(false);
    const panel = await openPanel('Ana Banner');
    expect(within(panel).queryByTestId('builder-locked-panel')).toBeNull();
    expect((await within(panel).findAllByRole('group', { name: 'Bannerlar' })).length).toBeGreaterThan(0);
    fireEvent.change(within(panel).getByLabelText('İsim'), { target: { value: 'Yaz Kampanyası' } });
    await waitFor(() => expect(row('Yaz Kampanyası')).toBeTruthy());
    fireEvent.click(switchOf('Yaz Kampanyası'));
    await waitFor(() => expect(row('Yaz Kampanyası').hasAttribute('data-inactive')).toBe(true));
    expect(screen.getByText('Kaydedilmemiş değişiklikler var')).toBeTruthy();
  });
});
