import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MESSAGES } from '@shop/shared';
import { badRequest, payloadTooLarge, type HttpError } from './http-error';
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

/** The JSON body as a value: too large, too deep or not JSON is refused before any schema sees it. */
export const readJsonBody = (
  event: APIGatewayProxyEventV2,
  /** A route whose bodies are small by nature answers 413 above this, before parsing anything. */
  maxBytes?: number,
): unknown => {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  if (maxBytes !== undefined && Buffer.byteLength(raw) > maxBytes) throw payloadTooLarge();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw badRequest(MESSAGES.api.invalidRequest);
  if (jsonDepth(raw) > MAX_JSON_DEPTH) throw badRequest(HTTP_TEXTS.tooDeep(MAX_JSON_DEPTH));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(MESSAGES.api.invalidJson);
  }
};

/** A schema's complaint, as zod (and Standard Schema) reports it. */
export interface InputIssue {
  readonly path: readonly (PropertyKey | { readonly key: PropertyKey })[];
  readonly message: string;
}

/** The 400 for failed validation: names the first field, and lists every issue. */
export const invalidInput = (issues: readonly InputIssue[]): HttpError => {
  const listed = issues.map((i) => ({ path: i.path.map((p) => String(typeof p === 'object' ? p.key : p)).join('.'), message: i.message }));
  const first = listed[0];
  const field = first?.path || undefined;
  const message = first?.message ?? MESSAGES.api.invalidRequest;
  // The shared schemas' messages already start with the field path; others get it prefixed.
  return badRequest(field && !message.includes(field) ? `${field}: ${message}` : message, field, listed);
};
