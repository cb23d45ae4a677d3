import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { registerAdmin } from '../../repositories/admin-registry-repository';
import { issueTicket } from '../../repositories/ticket-repository';

/**
 * Step one of opening the realtime connection: a single-use ticket, valid for 60 s, so the
 * session token never goes into the WebSocket URL. The caller also becomes a known admin, with
 * the groups that decide which alerts reach them (a new order only those who may see orders).
 */
export const handler = apiHandler(API_ROUTES.createRealtimeTicket, async ({ caller }) => {
  const [issued] = await Promise.all([
    issueTicket({ sub: caller.sub, userName: caller.name, groups: caller.groups }),
    registerAdmin({ sub: caller.sub, name: caller.name, groups: caller.groups, nameIsEmail: caller.name === caller.email }),
  ]);
  return created({ ticket: issued.ticket, expiresAt: new Date(issued.expiresAt).toISOString() });
});
