import { API_ROUTES } from '@shop/shared';
import { readStatistics } from '../../domain/statistics/read-statistics';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';

/** İstatistikler: the period and the one before it from the day counters (three Queries), never the orders. */
export const handler = apiHandler(API_ROUTES.getStatistics, async ({ query }) => ok(await readStatistics(query)));
