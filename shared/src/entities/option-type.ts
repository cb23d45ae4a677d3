import * as z from 'zod';
import { normalizeName } from '../text/normalize-name';
import { cssColor, enumOf, fieldError, int, list, object, requiredText, visibleText } from '../schemas/common';

/** Our limits (the spec gives none). */
export const OPTION_TYPE_LIMITS = {
  name: 60,
  values: 100,
  /** Option types one product may combine (Beden × Renk × Kumaş). */
  perProduct: 3,
} as const;

/** TEXT values are words (S, M, L); COLOR values also carry a swatch, always shown with the value's name. */
export const OPTION_KINDS = ['TEXT', 'COLOR'] as const;
export const OPTION_KIND_LABELS: Record<(typeof OPTION_KINDS)[number], string> = { TEXT: 'Metin', COLOR: 'Renk' };

export const optionValueSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  swatch: z.string().optional(),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

/**
 * An option type (Varyantlar page): a name and its values in display order. Variants name their
 * options by the type's name and the value's label (the API's `options: {Beden: 'M'}`), so a
 * name or label that variants use cannot be renamed or removed (409 naming how many use it).
 */
export const optionTypeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: z.enum(OPTION_KINDS),
  values: z.array(optionValueSchema),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  version: z.number().int().min(1),
});
export type OptionType = z.infer<typeof optionTypeSchema>;

const optionName = () => z.string({ error: fieldError }).overwrite(normalizeName).pipe(visibleText(undefined, OPTION_TYPE_LIMITS.name));

export const optionValueUpsertSchema = object({
  /** Left out for a new value; a stored value keeps its id. */
  id: requiredText(undefined, 100).optional(),
  label: optionName(),
  swatch: cssColor().optional(),
});

const uniqueLabels = (values: readonly { label: string }[]) => new Set(values.map((v) => v.label.toLocaleLowerCase('tr-TR'))).size === values.length;

/** POST /api/admin/catalog/option-types (create) and …/{id} (edit, with the version it was based on). */
export const optionTypeUpsertSchema = object({
  name: optionName(),
  kind: enumOf(OPTION_KINDS).default('TEXT'),
  values: list(optionValueUpsertSchema, OPTION_TYPE_LIMITS.values)
    .min(1, { error: 'values en az bir değer içermelidir.' })
    .refine(uniqueLabels, { error: 'values aynı değeri iki kez içeremez.' }),
});
export type OptionTypeUpsert = z.infer<typeof optionTypeUpsertSchema>;
export const optionTypeUpdateSchema = optionTypeUpsertSchema.extend({ baseVersion: int(1, Number.MAX_SAFE_INTEGER) });
export type OptionTypeUpdate = z.infer<typeof optionTypeUpdateSchema>;

/** Whether a colour value shows its swatch (a COLOR type's values without one show the name alone). */
export const hasSwatch = (type: Pick<OptionType, 'kind'>, value: OptionValue): boolean => type.kind === 'COLOR' && value.swatch !== undefined;
