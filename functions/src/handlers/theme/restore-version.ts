import * as z from 'zod';
import { API_ROUTES, baseVersionSchema, savePageTypeSchema } from '@shop/shared';
import { restoreVersion, StaleVersionError } from '../../domain/theme/theme-tabs';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { parseJsonBody, parsePathParams } from '../../http/parse';
import { ok } from '../../http/responses';

const paramsSchema = z.object({ version: z.coerce.number().int().min(1) });
const bodySchema = z.object({ pageType: savePageTypeSchema, baseVersion: baseVersionSchema });

export const handler = apiHandler(API_ROUTES.restoreThemeVersion, async ({ event, caller }) => {
  const { version } = parsePathParams(event, paramsSchema);
  const body = parseJsonBody(event, bodySchema);
  try {
    const restored = await restoreVersion({ ...body, version, caller: caller });
    if (!restored) throw notFound('Bu sürüm bulunamadı.');
    return ok(restored);
  } catch (error) {
    if (error instanceof StaleVersionError) throw conflict();
    throw error;
  }
});
