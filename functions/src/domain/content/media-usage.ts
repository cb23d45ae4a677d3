import { SAVE_PAGE_TYPES, THEME_AREA_LABELS, COMPONENT_TYPE_LABELS, hasComponentTypeLabel, type MediaUse, type ThemeComponent } from '@shop/shared';
import { productsUsingFile } from '../../repositories/product-repository';
import { readThemeSettings } from '../../repositories/theme-config-repository';
import { readPointer, readVersionComponents } from '../../repositories/theme-repository';

/** Whether `value` holds the file anywhere (a media slot's `filePath`, or any text that is exactly the path). */
export const holdsFile = (value: unknown, filePath: string): boolean => {
  if (typeof value === 'string') return value === filePath;
  if (typeof value !== 'object' || value === null) return false;
  return (Array.isArray(value) ? value : Object.values(value)).some((child) => holdsFile(child, filePath));
};

const componentName = (component: ThemeComponent): string =>
  component.name || (hasComponentTypeLabel(component.componentType) ? COMPONENT_TYPE_LABELS[component.componentType] : component.componentType);

/**
 * Where a library file is used. Products: one Query on their media-use items (kept by every product
 * write). The theme: the components of each area's current version (three pointers and three small
 * partitions, the popup among the top area's) and the theme settings; a theme holds tens of
 * components, so reading them whole costs a few read units, not a scan. Older theme versions are
 * history, not use: restoring one whose file was deleted shows an empty slot. (The shop has no
 * content pages of its own; were they added, they would be listed here.)
 */
export const mediaUsage = async (filePath: string): Promise<MediaUse[]> => {
  const [products, areas, settings] = await Promise.all([
    productsUsingFile(filePath),
    Promise.all(
      SAVE_PAGE_TYPES.map(async (area) => {
        const pointer = await readPointer(area);
        return { area, components: pointer ? await readVersionComponents(area, pointer.versionId) : [] };
      }),
    ),
    readThemeSettings(),
  ]);
  return [
    ...products.map((p): MediaUse => ({ type: 'product', id: p.id, name: p.name })),
    ...areas.flatMap(({ area, components }) =>
      components
        .filter((c) => holdsFile(c, filePath))
        .map((c): MediaUse => ({ type: 'theme', id: `${area}#${String(c.id)}`, name: `${THEME_AREA_LABELS[area]} · ${componentName(c)}` })),
    ),
    ...(holdsFile(settings, filePath) ? [{ type: 'theme-settings' as const, id: 'theme-config', name: 'Tema ayarları' }] : []),
  ];
};
