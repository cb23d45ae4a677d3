import { componentWithDefaults, type ComponentType, type ThemeComponent } from '@shop/shared';

/** A component as the server or the builder would send it: settings given their defaults. */
export const component = (
  componentType: ComponentType,
  overrides: {
    id?: string;
    order?: number;
    isActive?: boolean;
    tabType?: ThemeComponent['tabType'];
    componentData?: unknown;
    products?: unknown;
    name?: string;
  } = {},
): ThemeComponent => {
  const result = componentWithDefaults({
    id: overrides.id ?? `${componentType.toLowerCase()}-1`,
    componentType,
    name: overrides.name ?? componentType,
    order: overrides.order ?? 0,
    isActive: overrides.isActive ?? true,
    tabType: overrides.tabType ?? 'middle',
    componentData: overrides.componentData ?? {},
    products: overrides.products ?? [],
  });
  if (!result) throw new Error('fixture component did not parse');
  return result;
};
