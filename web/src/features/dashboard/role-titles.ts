import { ROLES, knownRoles } from '@shop/shared';

/** The titles of the user's roles, in the order the token lists them; unknown groups are not shown. */
export const roleTitles = (groups: readonly string[]): string[] => knownRoles(groups).map((role) => ROLES[role].title);
