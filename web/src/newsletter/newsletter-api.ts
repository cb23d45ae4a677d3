import { type NewsletterSubscriber } from '@shop/shared';
import { apiFetch } from '../api/client';
import { type Page } from '../pages/page-schema';
import type { PageRequest } from '../pages/use-cursor-pages';

export const fetchSubscribers = (request: PageRequest & { q?: string }, signal?: AbortSignal): Promise<Page<NewsletterSubscriber>> =>
  apiFetch('listNewsletterSubscribers', {
    query: { limit: request.limit, cursor: request.cursor, ...(request.q ? { q: request.q } : {}) },
    ...(signal ? { signal } : {}),
  });

export const removeSubscriber = (email: string) => apiFetch('removeNewsletterSubscriber', { body: { email } });

/** Every subscriber, page by page (100 at a time), for the CSV export. */
export const fetchAllSubscribers = async (): Promise<NewsletterSubscriber[]> => {
  const all: NewsletterSubscriber[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchSubscribers({ limit: 100, cursor });
    all.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
};

/** RFC 4180: quotes around every field, inner quotes doubled; a leading = + - @ is defused so a spreadsheet never runs it. */
const csvField = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

export const subscribersCsv = (header: readonly string[], rows: readonly NewsletterSubscriber[]): string =>
  [header, ...rows.map((s) => [s.email, s.subscribedAt, s.componentId ?? ''])].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
