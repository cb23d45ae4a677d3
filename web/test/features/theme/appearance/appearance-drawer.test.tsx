import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { DEFAULT_THEME_CONFIG, READY_THEMES, applyReadyTheme, type ThemeConfig, type ThemeType } from '@shop/shared';
import { closeAppearanceDrawer } from '../../../../src/features/theme/appearance/drawer-open';
import {
  builderMachine,
  type PersistedTheme,
  type SaveThemeInput,
  type SaveThemeOutput,
  type ServerTheme,
} from '../../../../src/features/theme/machine';
import { loadThemeFromApi, type ThemeApi } from '../../../../src/features/theme/machine/effects/theme-api';
import { useBuilderActor } from '../../../../src/features/theme/state';
import { renderBuilderScreen } from '../builder-screen';

vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {
      // jsdom has no layout: nothing is ever resized.
    }
    disconnect() {
      // Nothing was observed.
    }
  },
);

interface ConfigMessage {
  type: string;
  themeConfig?: ThemeConfig;
  themeType?: ThemeType;
}

const server = (themeConfig: ThemeConfig = DEFAULT_THEME_CONFIG): ServerTheme => ({
  components: [],
  versions: { TOP: 1, HOME: 1, BOTTOM: 1 },
  themeConfig,
  themeType: 'THEME_READY',
});

const serverAnswer = (themeConfig?: ThemeConfig) => Promise.resolve(server(themeConfig));

/** Tells the builder the preview frame is there, as the iframe's load does in the browser. */
function PreviewReady() {
  const actor = useBuilderActor();
  return (
    <button
      type="button"
      onClick={() => {
        actor.send({ type: 'preview.ready' });
      }}
    >
      preview-ready
    </button>
  );
}

const renderBuilder = (load: () => Promise<ServerTheme>) => {
  const posted: ConfigMessage[] = [];
  const logic = builderMachine.provide({
    actors: {
      readLocal: fromPromise<PersistedTheme | null, { userEmail: string }>(() => Promise.resolve(null)),
      loadTheme: fromPromise(load),
      saveTheme: fromPromise<SaveThemeOutput, SaveThemeInput>(() => Promise.resolve({ versions: { TOP: 2, HOME: 2, BOTTOM: 2 } })),
    },
    actions: {
      persistLocal: () => undefined,
      postToPreview: (_, message) => {
        posted.push(message as ConfigMessage);
      },
    },
  });
  renderBuilderScreen(logic, <PreviewReady />);
  /** The theme config the preview was last sent. */
  const lastConfig = () => posted.filter((m) => m.type === 'UPDATE_THEME_CONFIG').at(-1);
  return { posted, lastConfig };
};

const openDrawer = async () => {
  const settings = await screen.findByRole('button', { name: 'Tema ayarları' });
  fireEvent.click(screen.getByRole('button', { name: 'preview-ready' }));
  fireEvent.click(settings);
  const entry = await waitFor(() => {
    const found = document.querySelector('.p-menu [role="menuitem"][aria-label="Görünüm Ayarları"]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  fireEvent.click(entry.querySelector('a') ?? entry);
  return screen.findByRole('complementary', { name: 'Görünüm Ayarları' });
};

const typeButton = (drawer: HTMLElement, label: string) => within(drawer).getByRole('button', { name: label });

afterEach(() => {
  act(() => {
    closeAppearanceDrawer();
  });
});

describe('Görünüm Ayarları drawer', () => {
  it('opens from the theme settings menu showing the derived type, and Escape closes it', async () => {
    renderBuilder(() => serverAnswer(applyReadyTheme(DEFAULT_THEME_CONFIG, 'rose')));
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Görünüm Ayarları' })).toBeTruthy();
    expect(typeButton(drawer, 'Hazır Tema').getAttribute('aria-pressed')).toBe('true');
    expect(typeButton(drawer, 'Gül').getAttribute('aria-pressed')).toBe('true');
    expect(typeButton(drawer, '0,5 rem').getAttribute('aria-pressed')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('complementary', { name: 'Görünüm Ayarları' })).toBeNull();
    });
  });

  it('shows a partial stored config as Kısmi Tema with its light colours', async () => {
    const partial: ThemeConfig = { ...DEFAULT_THEME_CONFIG, theme: 'partial', selectedTheme: null };
    renderBuilder(() => serverAnswer(partial));
    const drawer = await openDrawer();
    expect(typeButton(drawer, 'Kısmi Tema').getAttribute('aria-pressed')).toBe('true');
    expect(within(drawer).getByLabelText<HTMLInputElement>('Ana renk').value).toBe('#0055ff');
    expect(within(drawer).getByLabelText<HTMLInputElement>('Kenarlık').value).toBe('#e1e7ef');
  });

  it('choosing custom sends the preview a custom config seeded from the light primary; a slider drag is one undo step, the switch another', async () => {
    const { lastConfig } = renderBuilder(() => serverAnswer(applyReadyTheme(DEFAULT_THEME_CONFIG, 'emerald')));
    const drawer = await openDrawer();
    fireEvent.click(typeButton(drawer, 'Özel Tema'));

    await waitFor(() => {
      expect(lastConfig()?.themeType).toBe('THEME_CUSTOM');
    });
    expect(lastConfig()?.themeConfig).toMatchObject({
      selectedTheme: null,
      colors: { light: { primary: READY_THEMES.emerald.colors.light.primary } },
    });
    expect(typeButton(drawer, 'Özel Tema').getAttribute('aria-pressed')).toBe('true');
    expect(within(drawer).getByRole('slider', { name: 'Ana renk: Ton' }).getAttribute('aria-valuenow')).toBe('160');
    expect(screen.getByText('Kaydedilmemiş değişiklikler var')).toBeTruthy();

    // The hue slider moved twice with the keyboard: the primary and the shadows follow, as one undo step.
    const hue = within(drawer).getByRole('slider', { name: 'Ana renk: Ton' });
    fireEvent.keyDown(hue, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(hue, { key: 'ArrowRight', code: 'ArrowRight' });
    await waitFor(() => {
      expect(lastConfig()?.themeConfig?.colors.light.primary).toEqual({ h: 162, s: 84, l: 39 });
    });
    expect(lastConfig()?.themeConfig?.shadows.sm).toBe('0 1px 2px 0 hsl(162 50% 12% / 0.05)');
    expect(hue.getAttribute('aria-valuetext')).toBe('162°');

    fireEvent.click(screen.getByRole('button', { name: 'Geri al (Ctrl+Z)' }));
    await waitFor(() => {
      expect(lastConfig()?.themeConfig?.colors.light.primary).toEqual({ h: 160, s: 84, l: 39 });
    });
    expect(lastConfig()?.themeType).toBe('THEME_CUSTOM');
    fireEvent.click(screen.getByRole('button', { name: 'Geri al (Ctrl+Z)' }));
    await waitFor(() => {
      expect(lastConfig()?.themeType).toBe('THEME_READY');
    });
    expect(lastConfig()?.themeConfig?.colors).toEqual(READY_THEMES.emerald.colors);
    expect(typeButton(drawer, 'Hazır Tema').getAttribute('aria-pressed')).toBe('true');
  });

  it('a partial colour sets light and dark; a ready theme and a radius apply at once', async () => {
    const { lastConfig } = renderBuilder(() => serverAnswer());
    const drawer = await openDrawer();
    fireEvent.click(typeButton(drawer, 'Kısmi Tema'));
    await waitFor(() => {
      expect(lastConfig()?.themeType).toBe('THEME_PARTIAL');
    });
    const border = within(drawer).getByLabelText('Kenarlık');
    fireEvent.change(border, { target: { value: '#ff0000' } });
    await waitFor(() => {
      expect(lastConfig()?.themeConfig?.colors.light.border).toEqual({ h: 0, s: 100, l: 50 });
    });
    expect(lastConfig()?.themeConfig?.colors.dark.border).toEqual({ h: 0, s: 100, l: 50 });
    expect(lastConfig()?.themeConfig?.theme).toBe('partial');

    // Typed key by key: "#16a" already reads as a colour, yet the field keeps what was typed.
    const primary = within(drawer).getByLabelText<HTMLInputElement>('Ana renk');
    const user = userEvent.setup();
    await user.clear(primary);
    await user.type(primary, '#16a34a');
    expect(primary.value).toBe('#16a34a');
    await waitFor(() => {
      expect(lastConfig()?.themeConfig?.colors.light.primary).toEqual({ h: 142, s: 76, l: 36 });
    });

    fireEvent.click(typeButton(drawer, '1 rem'));
    await waitFor(() => {
      expect(lastConfig()?.themeConfig?.radius).toBe(1);
    });

    fireEvent.click(typeButton(drawer, 'Hazır Tema'));
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Kehribar' }));
    await waitFor(() => {
      expect(lastConfig()?.themeConfig?.selectedTheme).toBe('amber');
    });
    expect(lastConfig()?.themeConfig).toMatchObject({ colors: READY_THEMES.amber.colors, radius: 1 });
    expect(lastConfig()?.themeType).toBe('THEME_READY');
  });

  it("says 'Failed to load theme config' when the config cannot be loaded", async () => {
    const api = ((routeId: string) =>
      routeId === 'getThemeConfig'
        ? Promise.reject(new Error('500'))
        : Promise.resolve({ components: [], versions: { TOP: 1, HOME: 1, BOTTOM: 1 } })) as unknown as ThemeApi;
    renderBuilder(() => loadThemeFromApi(api));
    const detail = await screen.findByText('Failed to load theme config');
    expect(detail.closest('.builder-state')?.textContent).toContain('Tema yüklenemedi.');
  });
});
