import * as z from 'zod';
import { themeComponentSchema } from '@shop/shared';

/** One saved version of an area as listVersions/getThemeVersion answer it. */
export const themeVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ sub: z.string(), email: z.string().nullish(), name: z.string().nullish() }),
  componentCount: z.number().int(),
  restoredFrom: z.number().int().nullish(),
  current: z.boolean(),
});
export type ThemeVersion = z.infer<typeof themeVersionSchema>;

/** GET listThemeVersions. */
export const themeVersionListSchema = z.object({ data: z.array(themeVersionSchema) });

/** GET getThemeVersion: the version with its components, in order. */
export const themeVersionDetailSchema = themeVersionSchema.extend({ components: z.array(themeComponentSchema) });
export type ThemeVersionDetail = z.infer<typeof themeVersionDetailSchema>;

/** POST restoreThemeVersion answers the area's new version. */
export const restoredVersionSchema = z.object({ version: z.number().int() });
