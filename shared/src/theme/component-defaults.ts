import {
  COMPONENT_TYPES,
  TAB_TYPES,
  componentDataSchemas,
  themeComponentSchema,
  type ComponentData,
  type ComponentType,
  type ThemeComponent,
} from '../schemas/theme-component';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isComponentType = (value: unknown): value is ComponentType =>
  typeof value === 'string' && (COMPONENT_TYPES as readonly string[]).includes(value);

/**
 * A component's settings with every broken or missing field replaced by its default: fields are
 * kept one by one while the whole still parses, and a list keeps its items that do. So one bad
 * colour or one broken banner costs that value, never the component or the page.
 */
export const componentDataWithDefaults = <T extends ComponentType>(type: T, data: unknown): ComponentData<T> => {
  const schema = componentDataSchemas[type];
  const whole = schema.safeParse(data);
  if (whole.success) return whole.data as ComponentData<T>;
  const kept: Record<string, unknown> = {};
  const fits = (key: string, value: unknown) => schema.safeParse({ ...kept, [key]: value }).success;
  for (const [key, value] of Object.entries(isRecord(data) ? data : {})) {
    if (fits(key, value)) {
      kept[key] = value;
    } else if (Array.isArray(value)) {
      const items = value.filter((item) => fits(key, [item]));
      if (items.length > 0 && fits(key, items)) kept[key] = items;
    }
  }
  return schema.parse(kept) as ComponentData<T>;
};

/**
 * What the storefront renders of a stored or previewed component: the component as saved when it
 * is valid, else its settings with defaults (componentDataWithDefaults) and the minimum of the
 * rest. Undefined only when it has no known type or no id: there is nothing to render then.
 */
export const componentWithDefaults = (raw: unknown): ThemeComponent | undefined => {
  const whole = themeComponentSchema.safeParse(raw);
  if (whole.success) return whole.data;
  if (!isRecord(raw) || !isComponentType(raw.componentType)) return undefined;
  const componentData = componentDataWithDefaults(raw.componentType, raw.componentData);
  const withData = themeComponentSchema.safeParse({ ...raw, componentData });
  if (withData.success) return withData.data;
  const minimal = themeComponentSchema.safeParse({
    id: raw.id,
    componentType: raw.componentType,
    name: typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name : raw.componentType,
    order: Number.isInteger(raw.order) && Number(raw.order) >= 0 ? raw.order : 0,
    isActive: typeof raw.isActive === 'boolean' ? raw.isActive : true,
    ...((TAB_TYPES as readonly unknown[]).includes(raw.tabType) ? { tabType: raw.tabType } : {}),
    componentData,
  });
  return minimal.success ? minimal.data : undefined;
};
