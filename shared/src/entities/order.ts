import * as z from 'zod';

export const ORDER_STATUSES = ['PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;

export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: z.number().nonnegative(),
});

export const orderSchema = z.object({
  id: z.string().min(1),
  customer: z.object({ kind: z.enum(['member', 'guest']), id: z.string(), name: z.string(), email: z.string() }),
  lines: z.array(orderLineSchema).min(1),
  total: z.number().nonnegative(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
