import type { Statistics } from '@shop/shared';
import { apiFetch } from '../../api/client';

export const fetchStatistics = (from: string, to: string, signal?: AbortSignal): Promise<Statistics> =>
  apiFetch('getStatistics', { query: { from, to }, ...(signal ? { signal } : {}) });
