import * as z from 'zod';

/** Every non-2xx JSON body the API returns. `field` names the first offending field on 400. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On a 409 refusing to delete something in use: where it is used (a media file's products and theme parts). */
  usedBy: z.array(z.object({ type: z.string(), id: z.string(), name: z.string() })).optional(),
  /** On a checkout's 409: the lines that cannot be allocated, with what is available of each (issue 28). */
  lines: z.array(z.object({ variantId: z.string(), available: z.number() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
