import type { Statistics, StatisticsQuery } from '@shop/shared';
import { namesOf, readStatisticsDays } from '../../repositories/statistics-repository';
import { aggregateStatistics, previousPeriod, rankedIds, withNames } from './aggregate-statistics';

/**
 * İstatistikler's figures for a period: the day items of it and of the period before (contiguous,
 * so one Query per kind), summed, then the ranked products' and categories' names (one BatchGet).
 */
export const readStatistics = async (query: StatisticsQuery): Promise<Statistics> => {
  const rows = await readStatisticsDays(previousPeriod(query).from, query.to);
  const figures = aggregateStatistics(query, rows);
  const ids = rankedIds(figures);
  const names = await namesOf(ids.products, ids.categories);
  return withNames(figures, names.products, names.categories);
};
