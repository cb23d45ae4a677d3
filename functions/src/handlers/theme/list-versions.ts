import * as z from 'zod';
import { API_ROUTES, savePageTypeSchema } from '@shop/shared';
import { tabVersions } from '../../domain/theme/theme-tabs';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';

const querySchema = z.object({ pageType: savePageTypeSchema });

export const handler = apiHandler(API_ROUTES.listThemeVersions, async ({ event }) => {
  const { pageType } = parseQuery(event, querySchema);
  return ok({ data: await tabVersions(pageType) });
});
