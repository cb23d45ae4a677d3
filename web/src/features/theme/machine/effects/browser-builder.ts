import { fromPromise } from 'xstate';
import { builderMachine, type BuilderMachine } from '../builder-machine';
import type { SaveThemeInput } from '../theme-snapshot';
import type { LocalCopyWriter } from './local-copy';
import { readLocalCopy } from './local-copy';
import type { PreviewChannel } from './preview-channel';
import { loadThemeFromApi, saveThemeToApi, type ThemeApi } from './theme-api';

export interface BuilderEffects {
  readonly api: ThemeApi;
  readonly storage: Storage;
  readonly localCopy: LocalCopyWriter;
  readonly preview: PreviewChannel;
  /** Whether a save also sends the theme settings (not in the scoped mode). */
  readonly saveSettings?: boolean;
}

/** The builder machine with its real side effects: the API, local storage, the preview frame. */
export const createBrowserBuilder = (effects: BuilderEffects): BuilderMachine =>
  builderMachine.provide({
    actors: {
      readLocal: fromPromise(({ input }: { input: { userEmail: string } }) => Promise.resolve(readLocalCopy(effects.storage, input.userEmail))),
      loadTheme: fromPromise(() => loadThemeFromApi(effects.api)),
      saveTheme: fromPromise(({ input }: { input: SaveThemeInput }) =>
        saveThemeToApi(effects.api, input, { settings: effects.saveSettings ?? true }),
      ),
    },
    actions: {
      persistLocal: (_, request) => effects.localCopy.write(request),
      postToPreview: (_, message) => effects.preview.post(message),
    },
  });
