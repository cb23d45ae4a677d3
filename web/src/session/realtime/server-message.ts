import { serverMessageSchema, type ServerMessage } from '@shop/shared';

/** What the server sends, checked with the shared schema; anything else is ignored. */
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
