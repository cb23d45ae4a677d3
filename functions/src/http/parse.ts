import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { FIELD_LIMITS, MESSAGES, object, requiredText } from '@shop/shared';
import type * as z from 'zod';
import { badRequest, payloadTooLarge } from './http-error';
import { HTTP_TEXTS } from './texts';

const MAX_BODY_BYTES = 1_000_000;
/** Deeper than any editor's data (a header's nested menus are about ten levels into a save). */
export const MAX_JSON_DEPTH = 32;

/** How deeply a JSON text nests arrays and objects, counted before parsing so a hostile body costs one pass. */
const jsonDepth = (raw: string): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
};

const fail = (error: z.ZodError): never => {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const field = first?.path || undefined;
  const message = first?.message ?? MESSAGES.api.invalidRequest;
  // The shared schemas' messages already start with the field path; others get it prefixed.
  throw badRequest(field && !message.includes(field) ? `${field}: ${message}` : message, field, issues);
};

/** Parses and validates the JSON body; anything else is a 400 that names the field. */
export const parseJsonBody = <S extends z.ZodType>(
  event: APIGatewayProxyEventV2,
  schema: S,
  /** A route whose bodies are small by nature answers 413 above this, before parsing anything. */
  { maxBytes }: { readonly maxBytes?: number } = {},
): z.infer<S> => {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  if (maxBytes !== undefined && Buffer.byteLength(raw) > maxBytes) throw payloadTooLarge();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw badRequest(MESSAGES.api.invalidRequest);
  if (jsonDepth(raw) > MAX_JSON_DEPTH) throw badRequest(HTTP_TEXTS.tooDeep(MAX_JSON_DEPTH));
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(MESSAGES.api.invalidJson);
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : fail(result.error);
};

export const parseQuery = <S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.infer<S> => {
  const result = schema.safeParse(event.queryStringParameters ?? {});
  return result.success ? result.data : fail(result.error);
};

export const parsePathParams = <S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.infer<S> => {
  const result = schema.safeParse(event.pathParameters ?? {});
  return result.success ? result.data : fail(result.error);
};

/** `{id}` in a route path: every detail and action route takes one. */
export const idParamsSchema = object({ id: requiredText(undefined, FIELD_LIMITS.id) });

export const parseIdParam = (event: APIGatewayProxyEventV2): string => parsePathParams(event, idParamsSchema).id;
