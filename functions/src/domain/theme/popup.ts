import { randomUUID } from 'node:crypto';
import { newestPopup, upsertPopup, type PopupSettings, type ThemeComponent } from '@shop/shared';
import type { Caller } from '../../http/caller';
import { loadTab, saveTab, StaleVersionError } from './theme-tabs';

const ATTEMPTS = 3;

export const readPopup = async (): Promise<ThemeComponent | undefined> => newestPopup((await loadTab('TOP')).components);

/**
 * Creates or updates the one popup in the top tab and saves the tab. The read-modify-write
 * is retried when another save lands in between, since the admin only sent popup fields.
 */
export const writePopup = async (settings: PopupSettings, caller: Caller) => {
  for (let attempt = 1; ; attempt++) {
    const tab = await loadTab('TOP');
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
      const saved = await saveTab({ pageType: 'TOP', components: withActive, baseVersion: tab.version, caller });
      return { action, popup: newestPopup(saved.components) };
    } catch (error) {
      if (!(error instanceof StaleVersionError) || attempt === ATTEMPTS) throw error;
    }
  }
};
