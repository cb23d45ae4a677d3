import { MESSAGES, type SavePageType } from '@shop/shared';
import { ApiError, type apiFetch } from '../../../../api/client';
import { SaveThemeError } from '../save-error';
import { type SaveThemeInput, type ServerTheme } from '../theme-snapshot';
import type { SaveThemeOutput } from '../builder-machine';

export type ThemeApi = typeof apiFetch;

export const loadThemeFromApi = async (api: ThemeApi): Promise<ServerTheme> => {
  const [components, settings] = await Promise.all([
    api('listThemeComponents'),
    api('getThemeConfig').catch((error: unknown) => {
      throw new Error(MESSAGES.errors.themeConfigLoad, { cause: error });
    }),
  ]);
  return { ...components, ...settings };
};

const failure = (error: unknown, pageType: SavePageType | undefined, saved: Partial<Record<SavePageType, number>>) =>
  new SaveThemeError(error instanceof Error ? error.message : String(error), error instanceof ApiError ? error.status : undefined, pageType, saved);

/**
 * Platform §7: one POST per area in TOP, HOME, BOTTOM order, then the theme settings. It stops at
 * the first failure and reports the versions of the areas already saved with it.
 */
export const saveThemeToApi = async (
  api: ThemeApi,
  input: SaveThemeInput,
  options: { settings: boolean } = { settings: true },
): Promise<SaveThemeOutput> => {
  const versions: Partial<Record<SavePageType, number>> = {};
  for (const tab of input.tabs) {
    try {
      versions[tab.pageType] = (await api('saveThemeComponents', { body: tab })).version;
    } catch (error) {
      throw failure(error, tab.pageType, { ...versions });
    }
  }
  // A scoped admin (issue 31) may not save the theme settings, and cannot change them in the builder.
  if (!options.settings) return { versions };
  try {
    await api('saveThemeConfig', { body: input.settings });
  } catch (error) {
    throw failure(error, undefined, versions);
  }
  return { versions };
};
