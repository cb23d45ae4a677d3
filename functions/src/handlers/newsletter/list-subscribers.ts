import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { listSubscribers, subscriberPageSchema } from '../../repositories/newsletter-repository';

export const handler = apiHandler(API_ROUTES.listNewsletterSubscribers, async ({ event }) =>
  ok(await listSubscribers(parseQuery(event, subscriberPageSchema))),
);
