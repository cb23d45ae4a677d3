import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import { DEFAULT_THEME_CONFIG, defaultComponentData, type ComponentType, type ThemeComponent } from '@shop/shared';
import { builderMachine, type PersistedTheme, type SaveThemeInput, type ServerTheme } from '../../../../src/features/theme/machine';
import { renderBuilderScreen } from '../builder-screen';

// jsdom has no layout: the component list measures nothing and falls back to its assumed height.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

export const componentOf = (componentType: ComponentType, id: string, name: string, data?: object): ThemeComponent =>
  ({
    id,
    componentType,
    name,
    order: 0,
    isActive: true,
    componentData: { ...defaultComponentData(componentType, { year: 2026, componentId: id }), ...data },
    products: [],
    galleries: [],
    tabType: 'middle',
  }) as ThemeComponent;

/** The builder with one component in the middle area, its settings panel open; saves are recorded. */
export const openEditor = async (component: ThemeComponent) => {
  const saves: SaveThemeInput[] = [];
  const server: ServerTheme = {
    components: [component],
    versions: { TOP: 1, HOME: 1, BOTTOM: 1 },
    themeConfig: DEFAULT_THEME_CONFIG,
    themeType: 'THEME_READY',
  };
  const logic = builderMachine.provide({
    actors: {
      readLocal: fromPromise<PersistedTheme | null, { userEmail: string }>(async () => null),
      loadTheme: fromPromise(async () => structuredClone(server)),
      saveTheme: fromPromise<{ versions: Record<string, number> }, SaveThemeInput>(async ({ input }) => {
        saves.push(structuredClone(input));
        return { versions: { TOP: 2, HOME: 2, BOTTOM: 2 } };
      }),
    },
    actions: { persistLocal: () => undefined, postToPreview: () => undefined },
  });
  renderBuilderScreen(logic);
  await screen.findByRole('list', { name: 'Bileşen listesi' });
  const label = new RegExp(`^${component.name} \\(`);
  fireEvent.click(screen.getByRole('button', { name: label }));
  fireEvent.click(screen.getByRole('button', { name: label }));
  const panel = await screen.findByRole('region', { name: `${component.name} ayarları` });
  // The editor is loaded lazily: wait for its first section (on a busy machine its modules take more than the default second).
  await within(panel).findAllByRole('group', {}, { timeout: 10_000 });
  /** Publishes with Kaydet and returns the saved middle area's first component's data. */
  const save = async <T,>(): Promise<T> => {
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Tema ve ayarlar başarıyla kaydedildi');
    const home = saves.at(-1)?.tabs.find((tab) => tab.pageType === 'HOME');
    return home?.components[0]?.componentData as T;
  };
  return { panel, save, saves };
};

/** The open add/edit dialog of a list. */
export const dialog = (name: string) => screen.findByRole('dialog', { name });
