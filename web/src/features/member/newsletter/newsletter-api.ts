import { type NewsletterSubscriber } from '@shop/shared';
import { apiFetch } from '../../../api/client';
import type { CsvColumn } from '../../../widgets/data-page/csv';
import { type Page } from '../../../widgets/data-page/page';
import type { PageRequest } from '../../../widgets/data-page/use-cursor-pages';
import { NEWSLETTER_TEXTS } from './texts';

export const fetchSubscribers = (request: PageRequest & { q?: string }, signal?: AbortSignal): Promise<Page<NewsletterSubscriber>> =>
  apiFetch('listNewsletterSubscribers', {
    query: { limit: request.limit, cursor: request.cursor, ...(request.q ? { q: request.q } : {}) },
    ...(signal ? { signal } : {}),
  });

export const removeSubscriber = (email: string) => apiFetch('removeNewsletterSubscriber', { body: { email } });

/** The export keeps what is stored (the ISO time, the block's id) so it can be imported elsewhere as it is. */
export const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<NewsletterSubscriber>[] = [
  { header: NEWSLETTER_TEXTS.csvColumns.email, value: (s) => s.email },
  { header: NEWSLETTER_TEXTS.csvColumns.subscribedAt, value: (s) => s.subscribedAt },
  { header: NEWSLETTER_TEXTS.csvColumns.componentId, value: (s) => s.componentId ?? '' },
];
