import { randomUUID } from 'node:crypto';
import {
  MAX_COMPONENT_BYTES,
  SAVE_PAGE_TYPES,
  tabOfPageType,
  type AuditEntry,
  type SavePageType,
  type SavedThemeComponent,
  type ThemeComponent,
} from '@shop/shared';
import { logger } from '../../observability/logger';
import type { Caller } from '../caller';
import {
  deleteVersionComponents,
  deleteVersionInfo,
  flipPointer,
  listVersions,
  oversizedComponentIndex,
  readPointer,
  readVersionComponents,
  StaleVersionError,
  writeVersionComponents,
  type FlipOutcome,
} from '../../repositories/theme-repository';
import { THEME_HISTORY_LIMIT } from './theme-history';

export { StaleVersionError };

/** The save may or may not have gone through (DynamoDB kept cancelling it, or its answer was lost): try again. */
export class SaveNotConfirmedError extends Error {}

/** A component too large to store; `index` is its place in the saved list. */
export class ComponentTooLargeError extends Error {
  constructor(readonly index: number) {
    super(`component ${index} is larger than ${MAX_COMPONENT_BYTES} bytes`);
  }
}

/** A version whose components are not all there any more (history pruned meanwhile). */
export class IncompleteVersionError extends Error {}

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
  readonly components: readonly (SavedThemeComponent | ThemeComponent)[];
  readonly baseVersion: number;
  readonly caller: Caller;
  readonly restoredFrom?: number;
  /** Written in the pointer flip's transaction: the save and its entry land together or not at all. */
  readonly audit?: AuditEntry | undefined;
}

/** Only after the pointer moved, and never the version it names (a newer save may have moved it again). */
const pruneHistory = async (pageType: SavePageType) => {
  const [pointer, versions] = await Promise.all([readPointer(pageType), listVersions(pageType)]);
  const old = versions.slice(THEME_HISTORY_LIMIT).filter((v) => v.versionId !== pointer?.versionId);
  for (const v of old) {
    await deleteVersionComponents(pageType, v.versionId);
    await deleteVersionInfo(pageType, v.version);
  }
};

/** Cancellations other than the pointer's condition (throttling, a conflicting transaction) wrote nothing: retried. */
const FLIP_ATTEMPTS = 4;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 20 + Math.random() * 40));

/** Whether the pointer names the version (a flip whose answer was lost did commit). */
const pointsAt = async (pageType: SavePageType, versionId: string) => {
  const pointer = await readPointer(pageType).catch(() => undefined);
  return pointer?.versionId === versionId ? pointer.version : undefined;
};

/**
 * Replaces a tab's components for every reader at once: the new version is written first,
 * then the pointer flips if nobody saved in between. The new version is deleted only when the
 * flip is known to have failed on the pointer's condition and the pointer names another
 * version (StaleVersionError). On any other outcome the data stays: readers follow the
 * pointer, so an unflipped version is invisible, and a flipped one must never lose its items.
 */
export const saveTab = async (input: SaveTabInput): Promise<LoadedTab> => {
  const current = await readPointer(input.pageType);
  if ((current?.version ?? 0) !== input.baseVersion) throw new StaleVersionError();
  const now = new Date().toISOString();
  const tabType = tabOfPageType(input.pageType);
  const components: ThemeComponent[] = input.components.map((c) => ({ ...c, id: c.id ?? randomUUID(), createdAt: c.createdAt ?? now, tabType }));
  const tooLarge = oversizedComponentIndex(input.pageType, components, MAX_COMPONENT_BYTES);
  if (tooLarge >= 0) throw new ComponentTooLargeError(tooLarge);
  const versionId = await writeVersionComponents(input.pageType, components);
  const info = {
    versionId,
    createdAt: now,
    createdBy: { sub: input.caller.sub, email: input.caller.email, name: input.caller.name },
    componentCount: components.length,
    restoredFrom: input.restoredFrom,
  };
  let result: FlipOutcome = { outcome: 'cancelled' };
  for (let attempt = 1; attempt <= FLIP_ATTEMPTS && result.outcome === 'cancelled'; attempt++) {
    if (attempt > 1) await pause(attempt);
    try {
      result = await flipPointer(input.pageType, input.baseVersion, info, input.audit);
    } catch (error) {
      const version = await pointsAt(input.pageType, versionId);
      if (version !== undefined) result = { outcome: 'flipped', version };
      else throw new SaveNotConfirmedError('pointer flip outcome unknown', { cause: error });
    }
  }
  if (result.outcome === 'cancelled') throw new SaveNotConfirmedError('pointer flip cancelled on every attempt');
  if (result.outcome === 'stale') {
    const version = await pointsAt(input.pageType, versionId);
    if (version === undefined) {
      await deleteVersionComponents(input.pageType, versionId).catch(() => undefined);
      throw new StaleVersionError();
    }
    result = { outcome: 'flipped', version };
  }
  await pruneHistory(input.pageType).catch((error: unknown) => {
    logger.error('Theme history prune failed', { error });
  });
  return { version: result.version, components: components.sort(byOrder) };
};

export const tabVersions = async (pageType: SavePageType) => {
  const [pointer, versions] = await Promise.all([readPointer(pageType), listVersions(pageType)]);
  return versions.map((v) => ({ ...v, current: v.version === pointer?.version }));
};

/**
 * Makes an old version current again, as a new version (history keeps moving forward). A
 * version missing some of its components (pruned meanwhile) is refused rather than restored in part.
 */
export const restoreVersion = async (input: {
  pageType: SavePageType;
  version: number;
  baseVersion: number;
  caller: Caller;
  audit?: AuditEntry | undefined;
}): Promise<LoadedTab | undefined> => {
  const target = (await listVersions(input.pageType)).find((v) => v.version === input.version);
  if (!target) return undefined;
  const components = await readVersionComponents(input.pageType, target.versionId);
  if (components.length !== target.componentCount) throw new IncompleteVersionError();
  return saveTab({ ...input, components: components.sort(byOrder), restoredFrom: target.version });
};
