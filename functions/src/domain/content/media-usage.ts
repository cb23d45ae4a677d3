import {
  SAVE_PAGE_TYPES,
  THEME_AREA_LABELS,
  COMPONENT_TYPE_LABELS,
  hasComponentTypeLabel,
  type GeneralSettings,
  type MediaUse,
  type ThemeComponent,
} from '@shop/shared';
import { pagesWhoseBodyContains } from '../../repositories/content-page-repository';
import { getGeneralSettings } from '../../repositories/general-settings-repository';
import { productsUsingFile } from '../../repositories/product-repository';
import { readThemeSettings } from '../../repositories/theme-config-repository';
import { readPointer, readVersionComponents } from '../../repositories/theme-repository';

/** Whether `value` holds the file anywhere (a media slot's `filePath`, or any text that is exactly the path). */
export const holdsFile = (value: unknown, filePath: string): boolean => {
  if (typeof value === 'string') return value === filePath;
  if (typeof value !== 'object' || value === null) return false;
  return (Array.isArray(value) ? value : Object.values(value)).some((child) => holdsFile(child, filePath));
};

/**
 * How a stored page body names the file: an attribute value (`src`, `href`) ending in its path.
 * The sanitiser writes attributes in double quotes and a path has no character it escapes; the
 * closing quote keeps `/media/ab/x.png` from matching `/media/ab/x.png2`, and an address written
 * with the shop's host (`https://…/media/ab/x.png`) still matches (the id in the path is unique).
 */
export const pageBodyNeedle = (filePath: string): string => `${filePath}"`;

/** Genel Ayarlar' file slots, by the names its page gives them. */
const GENERAL_SETTINGS_SLOTS: readonly { slot: string; name: string; path: (s: GeneralSettings) => string | undefined }[] = [
  { slot: 'logo', name: 'Logo', path: (s) => s.logo?.filePath },
  { slot: 'favicon', name: 'Site simgesi (favicon)', path: (s) => s.favicon?.filePath },
  { slot: 'seo-image', name: 'Paylaşım görseli', path: (s) => s.seo.image?.filePath },
];

const componentName = (component: ThemeComponent): string =>
  component.name || (hasComponentTypeLabel(component.componentType) ? COMPONENT_TYPE_LABELS[component.componentType] : component.componentType);

/**
 * Where a library file is used. Products: one Query on their media-use items (kept by every product
 * write). The theme: the components of each area's current version (three pointers and three small
 * partitions, the popup among the top area's) and the theme settings; a theme holds tens of
 * components, so reading them whole costs a few read units, not a scan. Older theme versions are
 * history, not use: restoring one whose file was deleted shows an empty slot. Content pages (Sayfalar):
 * one filtered Query of their partition (a shop keeps tens of pages and deletes a file rarely, so
 * this read costs less than keeping use items on every page save; docs/decisions.md). Genel Ayarlar:
 * its one item (logo, favicon, share image).
 */
export const mediaUsage = async (filePath: string): Promise<MediaUse[]> => {
  const [products, areas, settings, pages, general] = await Promise.all([
    productsUsingFile(filePath),
    Promise.all(
      SAVE_PAGE_TYPES.map(async (area) => {
        const pointer = await readPointer(area);
        return { area, components: pointer ? await readVersionComponents(area, pointer.versionId) : [] };
      }),
    ),
    readThemeSettings(),
    pagesWhoseBodyContains(pageBodyNeedle(filePath)),
    getGeneralSettings(),
  ]);
  return [
    ...products.map((p): MediaUse => ({ type: 'product', id: p.id, name: p.name })),
    ...areas.flatMap(({ area, components }) =>
      components
        .filter((c) => holdsFile(c, filePath))
        .map((c): MediaUse => ({ type: 'theme', id: `${area}#${String(c.id)}`, name: `${THEME_AREA_LABELS[area]} · ${componentName(c)}` })),
    ),
    ...(holdsFile(settings, filePath) ? [{ type: 'theme-settings' as const, id: 'theme-config', name: 'Tema ayarları' }] : []),
    ...pages.map((p): MediaUse => ({ type: 'page', id: p.id, name: p.title })),
    ...GENERAL_SETTINGS_SLOTS.filter(({ path }) => path(general) === filePath).map(({ slot, name }): MediaUse => ({
      type: 'general-settings',
      id: `general-settings#${slot}`,
      name,
    })),
  ];
};
