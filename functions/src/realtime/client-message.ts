import * as z from 'zod';

export type ParsedMessage<T> = { readonly ok: true; readonly data: T } | { readonly ok: false };

/** Built once: zod compiles an object schema on its first parse, which cost ~200 µs per cursor move when built per message. */
// `data` may be absent (admin:cursor:leave carries nothing): the route's schema decides.
const envelope = z.object({ action: z.string(), data: z.unknown().optional() });

/**
 * A client message is `{action, data}`; API Gateway already routed it by `action`, so
 * only `data` matters here. Anything that is not JSON or does not fit `schema` is refused.
 */
export const parseClientMessage = <S extends z.ZodType>(body: string | undefined, schema: S): ParsedMessage<z.output<S>> => {
  let json: unknown;
  try {
    json = JSON.parse(body ?? '');
  } catch {
    return { ok: false };
  }
  const message = envelope.safeParse(json);
  if (!message.success) return { ok: false };
  const data = schema.safeParse(message.data.data);
  return data.success ? { ok: true, data: data.data } : { ok: false };
};
