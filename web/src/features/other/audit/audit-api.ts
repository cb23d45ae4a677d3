import { type AuditActorOption, type AuditEntry } from '@shop/shared';
import { apiFetch } from '../../../api/client';
import type { Page } from '../../../widgets/data-page/page';
import type { PageRequest } from '../../../widgets/data-page/use-cursor-pages';
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
