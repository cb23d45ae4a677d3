import { API_ROUTES, canAny, GUEST_LIST, GUEST_PERMISSIONS, MEMBER_LIST, MEMBER_PERMISSIONS } from '@shop/shared';
import { weekStart } from '../../domain/dashboard/order-days';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { countCreatedSince } from '../../repositories/dashboard-repository';

/** New members and guests this week, each only for a caller who may see them (the matrix decides). */
export const handler = apiHandler(API_ROUTES.dashboardCustomers, async ({ caller }) => {
  const since = weekStart(Date.now());
  const [newMembers, newGuests] = await Promise.all([
    canAny(caller.groups, MEMBER_PERMISSIONS) ? countCreatedSince(MEMBER_LIST, since) : undefined,
    canAny(caller.groups, GUEST_PERMISSIONS) ? countCreatedSince(GUEST_LIST, since) : undefined,
  ]);
  return ok({ weekStart: since, ...(newMembers === undefined ? {} : { newMembers }), ...(newGuests === undefined ? {} : { newGuests }) });
});
