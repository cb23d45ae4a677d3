import * as z from 'zod';
import { DEFAULT_FONT_FAMILY, FIELD_LIMITS } from '../constants';
import { imageDimensionsShape } from '../entities/media-variants';

// ---------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------

const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  boolean: 'doğru/yanlış değeri',
  array: 'liste',
  object: 'nesne',
};

const fieldName = (path: readonly PropertyKey[] | undefined): string => (path && path.length > 0 ? path.map(String).join('.') : 'Değer');

/**
 * Turkish message that starts with the offending field's path, so a toast or an API
 * error body names the field even when the path is dropped along the way.
 * Attached to every leaf schema rather than set globally, so importing the package
 * does not change zod's messages for anyone else.
 */
export const fieldError: z.core.$ZodErrorMap = (iss) => {
  const field = fieldName(iss.path);
  if (iss.input === undefined || iss.input === null) return `${field} gereklidir.`;
  switch (iss.code) {
    case 'invalid_type':
      return `${field} için ${TYPE_NAMES[iss.expected] ?? iss.expected} bekleniyor.`;
    case 'too_big':
      if (iss.origin === 'string') return `${field} en fazla ${iss.maximum} karakter olabilir.`;
      if (iss.origin === 'array') return `${field} en fazla ${iss.maximum} öğe içerebilir.`;
      return `${field} en fazla ${iss.maximum} olabilir.`;
    case 'too_small':
      if (iss.origin === 'string') {
        return Number(iss.minimum) === 1 ? `${field} gereklidir.` : `${field} en az ${iss.minimum} karakter olmalıdır.`;
      }
      if (iss.origin === 'array') return `${field} en az ${iss.minimum} öğe içermelidir.`;
      return `${field} en az ${iss.minimum} olmalıdır.`;
    case 'invalid_value':
      return `${field} şu değerlerden biri olmalıdır: ${iss.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `${field} ${iss.divisor} değerinin katı olmalıdır.`;
    case 'invalid_format':
      return `${field} geçerli bir biçimde değil.`;
    case 'invalid_union': {
      // A discriminated union names the values its discriminator accepts.
      const options: unknown = 'options' in iss ? iss.options : undefined;
      return Array.isArray(options) && options.length > 0
        ? `${field} şu değerlerden biri olmalıdır: ${options.map(String).join(', ')}.`
        : `${field} geçersiz.`;
    }
    default:
      return `${field} geçersiz.`;
  }
};

/** The spec's own message for a missing or empty value; other problems (too long ...) keep the field message. */
export const requiredError =
  (message: string): z.core.$ZodErrorMap =>
  (iss) =>
    iss.code === 'invalid_type' || iss.code === 'too_small' ? message : fieldError(iss);

// ---------------------------------------------------------------------------
// Leaf builders: each carries fieldError so every failure names its field
// ---------------------------------------------------------------------------

export const text = (max: number = FIELD_LIMITS.text) => z.string({ error: fieldError }).max(max);
export const shortText = () => text(FIELD_LIMITS.name);

/**
 * Browsers drop tabs and line breaks anywhere in a URL and control characters or spaces
 * around it, so `java\tscript:` and ` javascript:` open as `javascript:`: check what they see.
 */
const asBrowsersRead = (value: string) =>
  // eslint-disable-next-line no-control-regex -- the C0 controls and space are exactly what browsers strip around a URL
  value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** `//host` and `/\host` leave the site even without a scheme. */
const leavesSite = (value: string) => /^[/\\][/\\]/.test(value) || value.startsWith('\\');

/**
 * A link the storefront may render: http(s), mailto:, tel:, a path or anchor on this site,
 * or empty (no link). javascript:, data: and every other scheme are refused.
 */
export const isSafeLink = (value: string): boolean => {
  const url = asBrowsersRead(value);
  const scheme = URL_SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return !leavesSite(url);
  return LINK_SCHEMES.has(scheme) && (!scheme.startsWith('http') || /^https?:\/\/[^/\\]/i.test(url));
};

/** A file on this site (the media library serves /media/...): a path, never another host or scheme. */
export const isSitePath = (value: string): boolean => {
  const path = asBrowsersRead(value);
  return path === value && path.startsWith('/') && !leavesSite(path);
};

const linkError: z.core.$ZodErrorMap = (iss) => `${fieldName(iss.path)} yalnızca http(s), mailto:, tel: ya da site içi bir adres olabilir.`;
const sitePathError: z.core.$ZodErrorMap = (iss) => `${fieldName(iss.path)} bu mağazanın medya kütüphanesinden olmalıdır.`;

/** A link target or any other address: only safe schemes (isSafeLink). */
export const urlText = () => text(FIELD_LIMITS.url).refine(isSafeLink, { error: linkError });

/** At least one character; `message` is the spec's text where it gives one. */
export const requiredText = (message?: string, max: number = FIELD_LIMITS.name) =>
  z
    .string({ error: message === undefined ? fieldError : requiredError(message) })
    .min(1)
    .max(max);

/** Whitespace and invisible characters (zero-width space, joiners, BOM, soft hyphen ...). */
// eslint-disable-next-line no-misleading-character-class -- each code point is matched alone on purpose, combining marks included
const INVISIBLE = /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/gu;
export const hasVisibleText = (value: string): boolean => value.replace(INVISIBLE, '') !== '';
/** For a refinement after min(1): an empty value already has its issue. */
export const emptyOrVisible = (value: string): boolean => value === '' || hasVisibleText(value);

/** A name people read: requiredText that is not only spaces or invisible characters. */
export const visibleText = (message?: string, max: number = FIELD_LIMITS.name) =>
  requiredText(message, max).refine(emptyOrVisible, {
    error: (iss) => message ?? `${fieldName(iss.path)} gereklidir.`,
  });

export const int = (min: number, max: number) => z.number({ error: fieldError }).int().min(min).max(max);
export const num = (min: number, max: number) => z.number({ error: fieldError }).min(min).max(max);
export const bool = () => z.boolean({ error: fieldError });

/** One of a fixed list of numbers or strings (a select's options). */
export const oneOf = <const T extends readonly [string | number, ...(string | number)[]]>(values: T) => z.literal(values, { error: fieldError });

export const enumOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: fieldError });

export const list = <T extends z.ZodType>(item: T, max: number = FIELD_LIMITS.listItems) => z.array(item, { error: fieldError }).max(max);

export const object = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: fieldError });

/** Server ids are strings or numbers; new editor items get temporary (even negative) numbers. */
export const idSchema = z.union([z.number({ error: fieldError }).int(), requiredText(undefined, FIELD_LIMITS.id)], {
  error: fieldError,
});
export type Id = z.infer<typeof idSchema>;

/** Editor items are numbered 1..n. */
export const itemOrderSchema = int(1, 100_000);
/** Components are numbered from 0 within their tab. */
export const componentOrderSchema = int(0, 100_000);

/** ISO 8601 date-time (a Date is accepted and turned into its ISO form). */
export const isoDateTime = () =>
  z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), z.iso.datetime({ offset: true, error: fieldError }));

/** Hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/hsla() or transparent. */
const CSS_COLOR = /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|transparent)$/i;
export const cssColor = () => z.string({ error: fieldError }).max(FIELD_LIMITS.color).regex(CSS_COLOR);

// ---------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------

export const hslColorSchema = object({
  h: num(0, 360),
  s: num(0, 100),
  l: num(0, 100),
});
export type HslColor = z.infer<typeof hslColorSchema>;

// ---------------------------------------------------------------------------
// Link and media
// ---------------------------------------------------------------------------

export const LINK_TYPES = ['page', 'product', 'category', 'custom'] as const;
export const linkTypeSchema = enumOf(LINK_TYPES);

export const linkSchema = object({
  type: linkTypeSchema.default('custom'),
  title: shortText().default(''),
  /** Where the link goes: a path or a URL. */
  target: urlText().default(''),
  newTab: bool().default(false),
});
export type Link = z.infer<typeof linkSchema>;

/** A link that must be present and point somewhere; `message` is the spec's text for a missing one. */
export const requiredLinkSchema = (message: string) =>
  z.object(linkSchema.shape, { error: requiredError(message) }).refine((link) => link.target.length > 0, { error: message });

export const MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;
export const mediaTypeSchema = enumOf(MEDIA_TYPES);

export const mediaSchema = object({
  id: idSchema.optional(),
  /** Gallery images come without a type; they are images. */
  type: mediaTypeSchema.default('IMAGE'),
  filePath: requiredText(undefined, FIELD_LIMITS.url).refine(isSitePath, { error: sitePathError }),
  name: shortText().default(''),
  // Issue 32: the image's size and WebP widths, copied from the library item when it is picked.
  ...imageDimensionsShape,
});
export type Media = z.infer<typeof mediaSchema>;

/** A media slot that must hold a file; `message` is the spec's text for an empty one. */
export const requiredMediaSchema = (message: string) => z.object(mediaSchema.shape, { error: requiredError(message) });

// ---------------------------------------------------------------------------
// Spacing and typography helpers
// ---------------------------------------------------------------------------

interface Range {
  readonly min: number;
  readonly max: number;
}

/** A whole-pixel margin in a range (any step), 0 by default. */
export const marginInRange = (range: Range) => int(range.min, range.max).default(0);

/** A margin from a fixed list of choices, 0 by default. */
export const marginChoice = <const T extends readonly [number, ...number[]]>(choices: T) => oneOf(choices).default(0 as T[number]);

/** A margin in a range that must land on the given step, 0 by default. */
export const marginInSteps = (range: Range & { readonly step: number }) => int(range.min, range.max).multipleOf(range.step).default(0);

/** fontSize, fontFamily, fontWeight and color of one text element, with its defaults. */
export const textStyleSchema = <const W extends readonly [number, ...number[]]>(
  defaults: { fontSize: number; fontWeight: W[number]; color: string },
  weights: W,
  fontSizeRange: Range,
) =>
  object({
    fontSize: int(fontSizeRange.min, fontSizeRange.max).default(defaults.fontSize),
    fontFamily: shortText().default(DEFAULT_FONT_FAMILY),
    fontWeight: oneOf(weights).default(defaults.fontWeight),
    color: cssColor().default(defaults.color),
  });
