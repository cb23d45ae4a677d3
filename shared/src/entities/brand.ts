import * as z from 'zod';
import { selectOptionSchema } from '../schemas';

/** A brand is a select option: the product form picks one and can create one inline. */
export const brandSchema = selectOptionSchema.extend({ id: z.string().min(1) });
export type Brand = z.infer<typeof brandSchema>;

/** DELETE /api/admin/catalog/brand/{id}: a brand products use is refused (409 saying how many) unless `detach=true`, which takes it off them. */
export const brandDeleteQuerySchema = z.object({ detach: z.enum(['true', 'false']).optional() });
export const brandDeletedSchema = z.object({ deleted: z.literal(true), detachedProducts: z.number().int().min(0) });
