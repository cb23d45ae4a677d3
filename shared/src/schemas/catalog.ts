import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { normalizeName } from '../text/normalize-name';
import { emptyOrVisible, fieldError, idSchema, int, list, object, requiredText, shortText, text } from './common';

export const categorySchema = object({
  id: idSchema,
  name: requiredText(),
  /** The component editors' category list carries it; the platform's does not. */
  slug: shortText().optional(),
  parents: list(object({ parent: object({ id: idSchema }) })).default([]),
  /** Its place among its siblings, once an admin ordered them (none: alphabetical, after the ordered ones). */
  position: int(0, 100_000).optional(),
});
export type Category = z.infer<typeof categorySchema>;

/** A ticked category in the picker: `path` is the ids from the root down, joined by dashes. */
export const categorySelectionSchema = object({
  categoryId: idSchema,
  path: requiredText(undefined, 2048).regex(/^[^-]+(-[^-]+)*$/, { error: fieldError }),
  depth: int(0, 100),
});
export type CategorySelection = z.infer<typeof categorySelectionSchema>;

/** Product names and slugs are allowed 300 characters in the catalogue. */
const PRODUCT_TEXT_MAX = 300;

/** A product as the theme's product picker lists it. */
export const productPickerItemSchema = object({
  id: idSchema,
  name: requiredText(undefined, PRODUCT_TEXT_MAX),
  slug: text(PRODUCT_TEXT_MAX),
});
export type ProductPickerItem = z.infer<typeof productPickerItemSchema>;

/** The spec does not say whether these positions start at 0 or 1; both are accepted. */
const positionSchema = int(0, 100_000);

/** A product placed in a product-list component. */
export const themeListItemSchema = object({
  productId: idSchema,
  order: positionSchema,
  product: productPickerItemSchema.optional(),
});
export type ThemeListItem = z.infer<typeof themeListItemSchema>;

/** A gallery image attached to a banner component. */
export const bannerGalleryEntrySchema = object({
  id: idSchema,
  order: positionSchema,
});

export const iconSchema = object({
  id: idSchema,
  key: requiredText(),
  turkishName: shortText(),
});
export type Icon = z.infer<typeof iconSchema>;

export const selectOptionSchema = object({
  id: idSchema,
  name: shortText(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

/**
 * Inline create in the searchable select: a name that is not blank (nor only invisible
 * characters), normalised (NFC, no invisible characters, spaces collapsed) before the
 * uniqueness check and stored so.
 */
export const selectOptionCreateSchema = object({
  name: z
    .string({ error: fieldError })
    .overwrite(normalizeName)
    .min(1)
    .max(FIELD_LIMITS.name)
    .refine(emptyOrVisible, { error: (iss) => `${iss.path?.length ? iss.path.join('.') : 'name'} gereklidir.` }),
});
