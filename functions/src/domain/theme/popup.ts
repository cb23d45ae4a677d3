import { randomUUID } from 'node:crypto';
import { newestPopup, upsertPopup, type AuditEntry, type PopupSettings, type ThemeComponent } from '@shop/shared';
import type { Caller } from '../caller';
import { loadTab, saveTab, StaleVersionError } from './theme-tabs';

const ATTEMPTS = 3;

/** The popup and the top tab's version it was read at (the base of the next popup save). */
export const readPopup = async (): Promise<{ popup: ThemeComponent | undefined; version: number }> => {
  const tab = await loadTab('TOP');
  return { popup: newestPopup(tab.components), version: tab.version };
};

/**
 * Creates or updates the one popup in the top tab and saves the tab. With `baseVersion` (the
 * version the editor read) a save made meanwhile is a conflict. Without it the read-modify-write
 * is retried a few times when another save lands in between, since the admin only sent popup
 * fields; a save still overtaken after that is a conflict too (StaleVersionError), never a failure.
 * `audit` makes the entry once it is known whether the popup is created or updated.
 */
export const writePopup = async (
  settings: PopupSettings,
  caller: Caller,
  baseVersion?: number,
  audit?: (action: 'created' | 'updated', popupId: string) => AuditEntry,
) => {
  for (let attempt = 1; ; attempt++) {
    const tab = await loadTab('TOP');
    if (baseVersion !== undefined && tab.version !== baseVersion) throw new StaleVersionError();
    const { action, components } = upsertPopup(tab.components, settings, (order) => ({
      id: randomUUID(),
      componentType: 'POPUP' as const,
      name: settings.name,
      order,
      isActive: settings.isActive,
      componentData: settings,
      products: [],
      galleries: [],
      tabType: 'top' as const,
      createdAt: new Date().toISOString(),
    }));
    const withActive = components.map((c) => (c.componentType === 'POPUP' ? { ...c, isActive: settings.isActive } : c));
    try {
      const popupId = String(newestPopup(withActive)?.id ?? '');
      const saved = await saveTab({ pageType: 'TOP', components: withActive, baseVersion: tab.version, caller, audit: audit?.(action, popupId) });
      return { action, popup: newestPopup(saved.components), version: saved.version };
    } catch (error) {
      if (!(error instanceof StaleVersionError) || baseVersion !== undefined || attempt === ATTEMPTS) throw error;
    }
  }
};
