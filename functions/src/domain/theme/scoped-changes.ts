import { isDeepStrictEqual } from 'node:util';
import {
  componentDataSchemas,
  mayChangeComponentType,
  type ComponentScope,
  type ComponentType,
  type SavedThemeComponent,
  type ThemeComponent,
} from '@shop/shared';

type AnyComponent = SavedThemeComponent | ThemeComponent;

/** A component the caller changed but may not: where it is in the save (null: it was removed) and what it is. */
export interface ScopeViolation {
  readonly index: number | null;
  readonly componentType: ComponentType;
  readonly name: string;
}

/** Drops undefined values, so a field DynamoDB left out equals one the client sent as undefined. */
const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * The settings as their schema reads them (defaults filled in), without what the server stamps on
 * banners: the builder does not carry those back, so they never count as the caller's change.
 */
const settingsOf = (component: AnyComponent): unknown => {
  const parsed = componentDataSchemas[component.componentType].safeParse(component.componentData);
  const data = plain(parsed.success ? parsed.data : component.componentData) as Record<string, unknown>;
  if (component.componentType === 'BANNER' && Array.isArray(data.banners)) {
    data.banners = (data.banners as Record<string, unknown>[]).map(({ createdAt: _c, updatedAt: _u, ...banner }) => banner);
  }
  return data;
};

/** Everything a save can change in a component except its place in the list. */
const contentOf = (component: AnyComponent) =>
  plain({
    name: component.name,
    isActive: component.isActive,
    componentData: settingsOf(component),
    products: component.products.map(({ productId, order }) => ({ productId, order })),
    galleries: component.galleries,
  });

/** The header without its social accounts and the social elements placed in its columns, in column order. */
const headerWithoutSocial = (component: AnyComponent) => {
  const content = contentOf(component) as { componentData: Record<string, unknown> };
  const {
    socialMedias: _accounts,
    columnConfigs,
    ...rest
  } = content.componentData as {
    socialMedias?: unknown;
    columnConfigs?: { elements: { type: string; order: number }[] }[];
  };
  const columns = (columnConfigs ?? []).map((column) => ({
    ...column,
    elements: column.elements
      .filter((e) => e.type !== 'socialMedia')
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...e }) => e),
  }));
  return { ...content, componentData: { ...rest, columnConfigs: columns } };
};

const sameContent = (a: AnyComponent, b: AnyComponent) => isDeepStrictEqual(contentOf(a), contentOf(b));

const mayEdit = (scope: ComponentScope, before: AnyComponent, after: AnyComponent) =>
  mayChangeComponentType(scope, after.componentType) ||
  sameContent(before, after) ||
  (after.componentType === 'HEADER' && scope.headerSocialAccounts && isDeepStrictEqual(headerWithoutSocial(before), headerWithoutSocial(after)));

const key = (c: AnyComponent) => `${c.componentType}:${String(c.id)}`;
const byOrder = <T extends AnyComponent>(list: readonly T[]) => [...list].sort((a, b) => a.order - b.order);

/**
 * The first change a scoped caller may not make, by diffing the save against the stored tab: a
 * component of a type outside the scope added, removed, edited or toggled, or moved relative to the
 * other locked components (a banner may move past a product list; the product lists keep their sequence).
 * Undefined when the save is within the scope. Pure: the handler reads the tab and answers 403.
 */
export const firstScopeViolation = (
  scope: ComponentScope,
  stored: readonly ThemeComponent[],
  submitted: readonly SavedThemeComponent[],
): ScopeViolation | undefined => {
  if (scope.full) return undefined;
  const storedByKey = new Map(stored.map((c) => [key(c), c]));
  const submittedKeys = new Set(submitted.filter((c) => c.id !== undefined).map(key));
  const violation = (index: number | null, c: AnyComponent): ScopeViolation => ({ index, componentType: c.componentType, name: c.name });

  for (const [index, component] of submitted.entries()) {
    const before = component.id === undefined ? undefined : storedByKey.get(key(component));
    if (before ? !mayEdit(scope, before, component) : !mayChangeComponentType(scope, component.componentType)) {
      return violation(index, component);
    }
  }
  const removed = stored.find((c) => !submittedKeys.has(key(c)) && !mayChangeComponentType(scope, c.componentType));
  if (removed) return violation(null, removed);

  const locked = (c: AnyComponent) => !mayChangeComponentType(scope, c.componentType);
  const storedSequence = byOrder(stored).filter(locked).map(key);
  const submittedLocked = byOrder(submitted).filter(locked);
  const moved = submittedLocked.find((c, i) => key(c) !== storedSequence[i]);
  return moved ? violation(submitted.indexOf(moved), moved) : undefined;
};
