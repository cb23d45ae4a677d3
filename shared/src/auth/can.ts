import type { Permission } from './permissions';
import { ROLES, knownRoles } from './roles';

/** A caller passes when any of their groups holds the permission; SUPER_ADMIN holds all. */
export const can = (groups: readonly string[], permission: Permission): boolean =>
  knownRoles(groups).some((r) => r === 'SUPER_ADMIN' || ROLES[r].permissions.includes(permission));

/** Passes when any one of the permissions is held; an empty list passes nobody but SUPER_ADMIN. */
export const canAny = (groups: readonly string[], permissions: readonly Permission[]): boolean =>
  knownRoles(groups).includes('SUPER_ADMIN') || permissions.some((p) => can(groups, p));

export const isSuperAdmin = (groups: readonly string[]): boolean => knownRoles(groups).includes('SUPER_ADMIN');
