import { can } from '../auth/can';
import type { Permission } from '../auth/permissions';
import type { ComponentType } from '../schemas/theme-component';

/**
 * The component types each scoped permission may change in the builder (platform spec §6 names the
 * permissions, not the types). The fixed announcement band (BANNER_COMPONENT) is a banner, so it goes
 * with banners; social media has no component of its own: it is the accounts inside the header.
 */
export const SCOPED_COMPONENT_TYPES: Readonly<Partial<Record<Permission, readonly ComponentType[]>>> = {
  'banners:manage': ['BANNER', 'BANNER_COMPONENT'],
  'marquee:manage': ['MARQUEE'],
};

/** What a caller may change in the builder. */
export interface ComponentScope {
  /** theme:manage: every component, the theme settings and the version history. */
  readonly full: boolean;
  /** Types the caller may add, edit, reorder, toggle and delete. */
  readonly types: ReadonlySet<ComponentType>;
  /** social-media:manage: the social accounts inside the header (the header itself stays read-only). */
  readonly headerSocialAccounts: boolean;
}

/** The one place that turns a caller's roles into what they may change; the save endpoint and the builder both read it. */
export const componentScope = (groups: readonly string[]): ComponentScope => {
  const full = can(groups, 'theme:manage');
  const types = new Set<ComponentType>();
  for (const [permission, scoped] of Object.entries(SCOPED_COMPONENT_TYPES) as [Permission, readonly ComponentType[]][]) {
    if (full || can(groups, permission)) scoped.forEach((t) => types.add(t));
  }
  return { full, types, headerSocialAccounts: full || can(groups, 'social-media:manage') };
};

/** Whether the scope may change a component of this type as a whole (add, edit, reorder, toggle, delete). */
export const mayChangeComponentType = (scope: ComponentScope, type: ComponentType): boolean => scope.full || scope.types.has(type);

/** Whether the caller may change anything inside a component of this type (for the header: maybe only its social accounts). */
export const mayEditInside = (scope: ComponentScope, type: ComponentType): boolean =>
  mayChangeComponentType(scope, type) || (type === 'HEADER' && scope.headerSocialAccounts);
