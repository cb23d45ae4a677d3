import * as z from 'zod';

type AnySchema = z.core.$ZodType;

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** The schema under defaults, optionals and nullables (and a preprocess's target). */
const unwrap = (schema: AnySchema): AnySchema => {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; out?: AnySchema };
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.out) current = def.out;
    else return current;
  }
};

/** Whether leaving the key out fills it in from a default (optional keys may be left out: they stay absent). */
const fillsDefault = (schema: AnySchema): boolean => {
  const type = (schema._zod.def as { type: string }).type;
  return type === 'default' || type === 'prefault';
};

/** Whether leaving the key out leaves it absent (optional, nullish). */
const isOptional = (schema: AnySchema): boolean => (schema._zod.def as { type: string }).type === 'optional';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field's own message for a missing value where the spec gives one, else "<path> gereklidir.". */
const missingMessage = (schema: AnySchema, path: readonly PropertyKey[]): string => {
  const own = z.safeParse(unwrap(schema), undefined).error?.issues[0]?.message;
  const field = path.map(String).join('.');
  return own && !own.startsWith('Değer ') ? own : `${field} gereklidir.`;
};

interface Missing {
  readonly path: PropertyKey[];
  readonly message: string;
}

const collectMissing = (schema: AnySchema, value: unknown, levels: number, optionals: boolean, path: PropertyKey[], out: Missing[]) => {
  if (levels === 0) return;
  const inner = unwrap(schema);
  const def = inner._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema };
  if (def.type === 'object' && def.shape && isRecord(value)) {
    for (const [key, field] of Object.entries(def.shape)) {
      const fieldPath = [...path, key];
      if (value[key] === undefined) {
        if (fillsDefault(field) || (optionals && isOptional(field))) out.push({ path: fieldPath, message: missingMessage(field, fieldPath) });
      } else collectMissing(field, value[key], levels - 1, optionals, fieldPath, out);
    }
  } else if (def.type === 'array' && def.element && Array.isArray(value)) {
    value.forEach((item, i) => collectMissing(def.element as AnySchema, item, levels, optionals, [...path, i], out));
  }
};

/**
 * The schema for a request that replaces stored data: every field its defaults would fill
 * in, down `levels` levels of objects, must be sent, so `{}` is refused instead of resetting
 * the data to the defaults. Deeper (a colour token, a media item's type) defaults still
 * complete what is sent; they also stay for reading old data and for new forms.
 *
 * With `optionals`, optional keys must be sent too (null where the form clears them): for a
 * record whose optional fields are stored, an absent key would otherwise clear the stored value.
 */
export const explicit = <S extends z.ZodType>(
  schema: S,
  levels = 1,
  { optionals = false }: { readonly optionals?: boolean } = {},
): z.ZodType<z.output<S>, z.input<S>> =>
  // Typed as the schema it checks (its pipe would make callers' input `unknown`, so a client body of any shape would compile).
  z
    .unknown()
    .superRefine((value, ctx) => {
      const missing: Missing[] = [];
      collectMissing(schema, value, levels, optionals, [], missing);
      for (const issue of missing) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: undefined });
    })
    .pipe(schema) as unknown as z.ZodType<z.output<S>, z.input<S>>;
