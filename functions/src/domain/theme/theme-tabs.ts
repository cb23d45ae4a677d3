import { randomUUID } from 'node:crypto';
import { SAVE_PAGE_TYPES, tabOfPageType, type SavePageType, type SavedThemeComponent, type ThemeComponent } from '@shop/shared';
import type { Caller } from '../../http/caller';
import {
  deleteVersionComponents,
  deleteVersionInfo,
  flipPointer,
  listVersions,
  readPointer,
  readVersionComponents,
  StaleVersionError,
  writeVersionComponents,
} from '../../repositories/theme-repository';
import { THEME_HISTORY_LIMIT } from './theme-history';

export { StaleVersionError };

export interface LoadedTab {
  readonly version: number;
  readonly components: ThemeComponent[];
}

const byOrder = (a: ThemeComponent, b: ThemeComponent) => a.order - b.order;

export const loadTab = async (pageType: SavePageType): Promise<LoadedTab> => {
  const pointer = await readPointer(pageType);
  if (!pointer) return { version: 0, components: [] };
  const components = await readVersionComponents(pageType, pointer.versionId);
  return { version: pointer.version, components: components.sort(byOrder) };
};

/** All three areas at once, with the version each was read at (the base of the next save). */
export const loadTheme = async () => {
  const tabs = await Promise.all(SAVE_PAGE_TYPES.map(async (pageType) => [pageType, await loadTab(pageType)] as const));
  return {
    components: tabs.flatMap(([, tab]) => tab.components),
    versions: Object.fromEntries(tabs.map(([pageType, tab]) => [pageType, tab.version])) as Record<SavePageType, number>,
  };
};

export interface SaveTabInput {
  readonly pageType: SavePageType;
  readonly components: ReadonlyArray<SavedThemeComponent | ThemeComponent>;
  readonly baseVersion: number;
  readonly caller: Caller;
  readonly restoredFrom?: number;
  /** Test seam: runs between writing the version and flipping the pointer. */
  readonly afterVersionWritten?: () => Promise<void>;
}

const pruneHistory = async (pageType: SavePageType) => {
  const old = (await listVersions(pageType)).slice(THEME_HISTORY_LIMIT);
  for (const v of old) {
    await deleteVersionComponents(pageType, v.versionId);
    await deleteVersionInfo(pageType, v.version);
  }
};

/**
 * Replaces a tab's components for every reader at once: the new version is written first,
 * then the pointer flips if nobody saved in between (else StaleVersionError, nothing visible
 * changes and the orphaned version is removed).
 */
export const saveTab = async (input: SaveTabInput): Promise<LoadedTab> => {
  const current = await readPointer(input.pageType);
  if ((current?.version ?? 0) !== input.baseVersion) throw new StaleVersionError();
  const now = new Date().toISOString();
  const tabType = tabOfPageType(input.pageType);
  const components = input.components.map(
    (c) => ({ ...c, id: c.id ?? randomUUID(), createdAt: c.createdAt ?? now, tabType }) as ThemeComponent,
  );
  const versionId = await writeVersionComponents(input.pageType, components);
  await input.afterVersionWritten?.();
  let version: number;
  try {
    version = await flipPointer(input.pageType, input.baseVersion, {
      versionId,
      createdAt: now,
      createdBy: { sub: input.caller.sub, email: input.caller.email, name: input.caller.name },
      componentCount: components.length,
      restoredFrom: input.restoredFrom,
    });
  } catch (error) {
    await deleteVersionComponents(input.pageType, versionId).catch(() => undefined);
    throw error;
  }
  await pruneHistory(input.pageType).catch((error: unknown) => console.error('theme history prune failed', error));
  return { version, components: components.sort(byOrder) };
};

export const tabVersions = async (pageType: SavePageType) => {
  const [pointer, versions] = await Promise.all([readPointer(pageType), listVersions(pageType)]);
  return versions.map((v) => ({ ...v, current: v.version === pointer?.version }));
};

/** Makes an old version current again, as a new version (history keeps moving forward). */
export const restoreVersion = async (input: {
  pageType: SavePageType;
  version: number;
  baseVersion: number;
  caller: Caller;
}): Promise<LoadedTab | undefined> => {
  const target = (await listVersions(input.pageType)).find((v) => v.version === input.version);
  if (!target) return undefined;
  const components = await readVersionComponents(input.pageType, target.versionId);
  return saveTab({ ...input, components, restoredFrom: target.version });
};
