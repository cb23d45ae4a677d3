import * as z from 'zod';

export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(300),
  slug: z.string().min(1).max(300),
  categoryIds: z.array(z.string()),
  brandId: z.string().min(1).optional(),
  price: z.number().nonnegative(),
  stock: z.number().int().nonnegative(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
