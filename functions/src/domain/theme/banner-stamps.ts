import { isDeepStrictEqual } from 'node:util';
import type { Banner, SavedThemeComponent, ThemeComponent } from '@shop/shared';

/** A banner without the fields the server keeps: what the admin may have changed. */
const editable = ({ createdAt: _c, updatedAt: _u, views: _v, ...banner }: Banner): unknown => JSON.parse(JSON.stringify(banner));

/**
 * Banners carry createdAt and updatedAt (the spec's fields), which the builder never sets: the save
 * stamps them. A banner new to the tab gets both; one that changed gets a new updatedAt; an unchanged
 * one keeps the stored pair, so a save of other components touches no banner's dates.
 */
export const stampBanners = <T extends SavedThemeComponent>(stored: readonly ThemeComponent[], submitted: readonly T[], now: string): T[] => {
  const before = new Map<string, Banner>();
  for (const c of stored) if (c.componentType === 'BANNER') for (const b of c.componentData.banners) before.set(`${String(c.id)}:${String(b.id)}`, b);
  return submitted.map((component) => {
    if (component.componentType !== 'BANNER') return component;
    const banners = component.componentData.banners.map((banner) => {
      const old = component.id === undefined ? undefined : before.get(`${String(component.id)}:${String(banner.id)}`);
      if (!old) return { ...banner, createdAt: now, updatedAt: now };
      const createdAt = old.createdAt ?? now;
      return { ...banner, createdAt, updatedAt: isDeepStrictEqual(editable(old), editable(banner)) ? (old.updatedAt ?? createdAt) : now };
    });
    return { ...component, componentData: { ...component.componentData, banners } };
  });
};
