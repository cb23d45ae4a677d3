import { API_ROUTES, can } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listKnownAdmins } from '../../repositories/admin-registry-repository';

/** Whom a conversation may be assigned to: known admins (they signed in) who hold support:manage. */
export const handler = apiHandler(API_ROUTES.listSupportAgents, async () => {
  const agents = (await listKnownAdmins()).filter((a) => can(a.groups ?? [], 'support:manage'));
  return ok({ data: agents.map((a) => ({ sub: a.sub, name: a.name ?? a.sub })).sort((a, b) => a.name.localeCompare(b.name, 'tr')) });
});
