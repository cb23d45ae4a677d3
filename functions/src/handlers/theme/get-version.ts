import * as z from 'zod';
import { API_ROUTES, savePageTypeSchema } from '@shop/shared';
import { readTabVersion } from '../../domain/theme/version-read';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { parsePathParams, parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { THEME_TEXTS } from './texts';

const paramsSchema = z.object({ version: z.coerce.number().int().min(1) });
const querySchema = z.object({ pageType: savePageTypeSchema });

export const handler = apiHandler(API_ROUTES.getThemeVersion, async ({ event }) => {
  const { version } = parsePathParams(event, paramsSchema);
  const { pageType } = parseQuery(event, querySchema);
  const found = await readTabVersion(pageType, version);
  if (!found) throw notFound(THEME_TEXTS.versionNotFound);
  return ok(found);
});
