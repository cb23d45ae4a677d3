import * as z from 'zod';

export type ParsedMessage<T> = { readonly ok: true; readonly data: T } | { readonly ok: false };

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
  const parsed = z.object({ action: z.string(), data: schema }).safeParse(json);
  // zod cannot name the output of a generic shape; `data` is the schema's output.
  return parsed.success ? { ok: true, data: (parsed.data as { data: z.output<S> }).data } : { ok: false };
};
