import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { readReasonFigures } from '../../repositories/return-repository';

/** How many lines and pieces came back for each reason in a period: one Query of the day counters. */
export const handler = apiHandler(API_ROUTES.returnReasonFigures, async ({ query }) => ok({ data: await readReasonFigures(query.from, query.to) }));
