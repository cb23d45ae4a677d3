import { getKnownAdminName } from '../repositories/admin-registry-repository';
import type { Caller } from './caller';

/**
 * The name an admin's work is shown under (Destek's timeline, the reply e-mail, the shopper's chat).
 * A token without their given and family name leaves only their e-mail as caller.name: the shop's
 * record of its admins (named when they are created, kept when they sign in) has their name, so
 * that is used instead, and the e-mail only when the shop has no name either.
 */
export const adminDisplayName = async (caller: Caller): Promise<string> =>
  caller.name !== caller.email ? caller.name : ((await getKnownAdminName(caller.sub)) ?? caller.name);
