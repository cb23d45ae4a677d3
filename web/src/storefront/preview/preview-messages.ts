import { componentWithDefaults, previewMessageSchema, type PreviewMessage } from '@shop/shared';

export interface MessageSource {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/** Broken settings in an upsert get their defaults instead of costing the whole message. */
const withDefaultedUpserts = (data: unknown): unknown => {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { upserts?: unknown }).upserts)) return data;
  const upserts = (data as { upserts: unknown[] }).upserts.map(componentWithDefaults).filter((c) => c !== undefined);
  return { ...data, upserts };
};

/**
 * A message from the builder, or undefined: only our own origin, only from the page that frames
 * us, and only one of the three preview messages (shared schemas).
 */
export const previewMessageFrom = (event: MessageSource, self: { readonly origin: string; readonly parent: unknown }): PreviewMessage | undefined => {
  if (event.origin !== self.origin || event.source !== self.parent) return undefined;
  const parsed = previewMessageSchema.safeParse(withDefaultedUpserts(event.data));
  return parsed.success ? parsed.data : undefined;
};
