import { type AuditActorOption, type AuditEntry } from '@shop/shared';
import { apiFetch } from '../api/client';
import type { Page } from '../pages/page-schema';
import type { PageRequest } from '../pages/use-cursor-pages';
import { auditQuery, type AuditFilters } from './audit-filters';

/** Newest first, one page of the filtered entries. */
export const fetchAuditPage =
  (filters: AuditFilters) =>
  (request: PageRequest, signal?: AbortSignal): Promise<Page<AuditEntry>> =>
    apiFetch('listAuditEntries', {
      query: { ...auditQuery(filters), limit: request.limit, cursor: request.cursor },
      ...(signal ? { signal } : {}),
    });

export const fetchAuditActors = async (signal?: AbortSignal): Promise<AuditActorOption[]> =>
  (await apiFetch('listAuditActors', { ...(signal ? { signal } : {}) })).data;

/** What a CSV export reads at most: enough for months of a shop's changes, bounded so the browser stays responsive. */
export const CSV_EXPORT_MAX = 5000;

/** Every filtered entry, page by page (100 a page), up to CSV_EXPORT_MAX; `capped` when more were left. */
export const fetchAllAuditEntries = async (filters: AuditFilters): Promise<{ entries: AuditEntry[]; capped: boolean }> => {
  const entries: AuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchAuditPage(filters)({ limit: 100, cursor });
    entries.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor !== undefined && entries.length < CSV_EXPORT_MAX);
  return { entries: entries.slice(0, CSV_EXPORT_MAX), capped: cursor !== undefined || entries.length > CSV_EXPORT_MAX };
};
