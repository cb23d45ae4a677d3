import * as z from 'zod';
import { bool, isoDateTime, object } from './common';

/** GET /api/admin/me/tour and POST /api/admin/me/tour/complete: whether the caller finished the guided tour. */
export const tourStateSchema = object({
  completed: bool(),
  completedAt: isoDateTime().optional(),
});
export type TourState = z.infer<typeof tourStateSchema>;
