import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listAuditActors } from '../../repositories/audit-repository';

/** The admins the "who" filter offers. */
export const handler = apiHandler(API_ROUTES.listAuditActors, async () => ok({ data: await listAuditActors() }));
