import { statisticsQuerySchema, statisticsSchema } from '../entities/statistics';
import type { TypedApiRoute } from './api-route';

/** İstatistikler's read, spread into API_ROUTES: the roles whose main page it is (statistics:view). */
export const STATISTICS_ROUTES = {
  getStatistics: {
    method: 'GET',
    path: '/api/admin/statistics',
    handler: 'statistics/get-statistics',
    access: { anyOf: ['statistics:view'] },
    writes: false,
    schemas: { query: statisticsQuerySchema, response: statisticsSchema },
  },
} as const satisfies Record<string, TypedApiRoute>;
