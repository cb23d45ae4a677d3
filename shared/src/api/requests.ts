import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { object, requiredText, text } from '../schemas/common';
import { listedIdsParamSchema } from '../schemas/product-list';
import { baseVersionSchema, savePageTypeSchema } from '../schemas/theme-component';

/** The request shapes that have no entity schema of their own, as the route table names them. */

/** `{id}` in a route path: every detail and action route takes one. */
export const idParamsSchema = object({ id: requiredText(undefined, FIELD_LIMITS.id) });

/** `{version}` of a theme area. */
export const themeVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1) });

/** `?pageType=`: which area's versions. */
export const themeAreaQuerySchema = z.object({ pageType: savePageTypeSchema });

export const restoreVersionRequestSchema = z.object({ pageType: savePageTypeSchema, baseVersion: baseVersionSchema });

/** The product picker sends both parameters, empty when unused. */
const blankAsAbsent = (max: number) =>
  text(max)
    .optional()
    .transform((value) => value?.trim() || undefined);

export const themeSelectorQuerySchema = object({ search: blankAsAbsent(FIELD_LIMITS.name), category: blankAsAbsent(FIELD_LIMITS.id) });

/** `unique=true` is sent by the palette; results are always distinct, so it is read and changes nothing. */
export const adminSearchQuerySchema = object({ q: text(FIELD_LIMITS.name).default(''), unique: z.coerce.boolean().optional() });

/** Product cards by words (`q`) or by ids (`ids`). */
export const storefrontSearchQuerySchema = object({ q: text(FIELD_LIMITS.name).default(''), ids: listedIdsParamSchema.optional() });

/** A category page's slug path, `{proxy+}`. */
export const categoryPathParamsSchema = z.object({ proxy: z.string().max(1000) });

export const productSlugParamsSchema = z.object({ slug: z.string().min(1).max(300) });
