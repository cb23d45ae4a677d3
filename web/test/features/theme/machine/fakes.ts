import { createActor, fromPromise } from 'xstate';
import {
  DEFAULT_THEME_CONFIG,
  defaultComponentData,
  type ComponentType,
  type SavePageType,
  type ThemeComponent,
  type ThemeSettings,
} from '@shop/shared';
import { builderMachine, type SaveThemeOutput } from '../../../../src/features/theme/machine/builder-machine';
import type { OutgoingPreviewMessage } from '../../../../src/features/theme/machine/preview-sync';
import type { PersistRequest, PersistedTheme, SaveThemeInput, ServerTheme } from '../../../../src/features/theme/machine/theme-snapshot';

export const USER = 'deniz@example.com';

export const component = (
  componentType: ComponentType,
  id: string,
  tabType: 'top' | 'middle' | 'bottom',
  order: number,
  extra: Partial<ThemeComponent> = {},
): ThemeComponent =>
  ({
    id,
    componentType,
    name: `${componentType} ${id}`,
    order,
    isActive: true,
    componentData: defaultComponentData(componentType, { year: 2026, componentId: id }),
    products: [],
    galleries: [],
    tabType,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as ThemeComponent;

export const serverTheme = (
  components: ThemeComponent[] = [],
  versions: Partial<Record<SavePageType, number>> = {},
  settings?: Partial<ThemeSettings>,
): ServerTheme => ({
  components,
  versions: { TOP: 0, HOME: 0, BOTTOM: 0, ...versions },
  themeConfig: settings?.themeConfig ?? DEFAULT_THEME_CONFIG,
  themeType: settings?.themeType ?? 'THEME_READY',
});

export interface Fakes {
  loads: number;
  saves: SaveThemeInput[];
  posted: OutgoingPreviewMessage[];
  persisted: PersistRequest[];
  server: ServerTheme;
  local: PersistedTheme | null;
  /** Answer of the next save: versions or an error to throw. */
  saveAnswer: (input: SaveThemeInput) => Promise<SaveThemeOutput>;
  loadAnswer?: () => Promise<ServerTheme>;
}

export const makeFakes = (server: ServerTheme = serverTheme()): Fakes => ({
  loads: 0,
  saves: [],
  posted: [],
  persisted: [],
  server,
  local: null,
  saveAnswer: async (input) => ({
    versions: Object.fromEntries(input.tabs.map((t) => [t.pageType, t.baseVersion + 1])),
  }),
});

let counter = 0;

/** The machine with every side effect replaced by a fake that records what it was given. */
export const startBuilder = (fakes: Fakes, options: { now?: () => Date } = {}) => {
  counter = 0;
  const machine = builderMachine.provide({
    actors: {
      readLocal: fromPromise(async () => fakes.local),
      loadTheme: fromPromise(async () => {
        fakes.loads += 1;
        return fakes.loadAnswer ? fakes.loadAnswer() : structuredClone(fakes.server);
      }),
      saveTheme: fromPromise(async ({ input }: { input: SaveThemeInput }) => {
        fakes.saves.push(input);
        return fakes.saveAnswer(input);
      }),
    },
    actions: {
      persistLocal: (_, request) => void fakes.persisted.push(request),
      postToPreview: (_, message) => void fakes.posted.push(message),
    },
  });
  const actor = createActor(machine, {
    input: { userEmail: USER, deps: { newId: () => `new-${++counter}`, now: options.now ?? (() => new Date('2026-05-01T10:00:00.000Z')) } },
  });
  actor.start();
  return actor;
};

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
