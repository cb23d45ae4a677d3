import * as z from 'zod';
import { adminSelfSchema, adminsUpdateSchema, cursorSchema, cursorsInitSchema, orderNewSchema } from '@shop/shared';

/** What the server sends, checked with the shared schemas; anything else is ignored. */
const serverMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('admins:update'), data: adminsUpdateSchema }),
  z.object({ action: z.literal('admin:self'), data: adminSelfSchema }),
  z.object({ action: z.literal('cursor:update'), data: cursorSchema }),
  z.object({ action: z.literal('cursor:remove'), data: z.object({ socketId: z.string() }) }),
  z.object({ action: z.literal('cursors:init'), data: cursorsInitSchema }),
  z.object({ action: z.literal('order:new'), data: orderNewSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

export const parseServerMessage = (text: string): ServerMessage | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = serverMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
};
