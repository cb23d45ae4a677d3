import * as z from 'zod';
import { selectOptionSchema } from '../schemas';

/** A brand is a select option: the product form picks one and can create one inline. */
export const brandSchema = selectOptionSchema.extend({ id: z.string().min(1) });
export type Brand = z.infer<typeof brandSchema>;
