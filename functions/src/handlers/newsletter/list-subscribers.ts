import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listSubscribers } from '../../repositories/newsletter-repository';

export const handler = apiHandler(API_ROUTES.listNewsletterSubscribers, async ({ query }) => ok(await listSubscribers(query)));
