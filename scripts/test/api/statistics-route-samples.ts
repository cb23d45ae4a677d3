/** A valid request for İstatistikler's read (the route matrix's sample): thirty days of counters. */
export const STATISTICS_ROUTE_SAMPLES = {
  getStatistics: async () => ({ path: '/api/admin/statistics?from=2026-01-01&to=2026-01-30' }),
};
