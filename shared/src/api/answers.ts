import * as z from 'zod';
import { auditActorOptionSchema } from '../entities/audit-entry';
import type { Category } from '../schemas/catalog';
import type { CouponValidation, PopupCouponAnswer } from '../entities/campaign-code';
import type { StorefrontIntegrations } from '../entities/plugin-settings';
import type { ProductCard } from '../entities/product';
import type { ProductContent } from '../entities/product-content';
import type { StorefrontShop } from '../entities/general-settings';
import { mediaTypeSchema } from '../schemas/common';
import { imageDimensionsShape } from '../entities/media-variants';
import { popupSaveResponseSchema } from '../schemas/popup';
import { baseVersionSchema, savePageTypeSchema, themeComponentSchema, type ThemeComponent } from '../schemas/theme-component';
import type { AreaTab } from '../theme/tabs';
import { themeSettingsSchema, type ThemeSettings } from '../schemas/theme-config';

/**
 * The answers that have no entity schema of their own, as the route table names them. The
 * storefront's answers are types only (`answerOf`): its pages never parse them, so no zod
 * reaches a shopper's first load.
 */

/** A page of a list: `{data, nextCursor?}` as every list route answers. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), nextCursor: z.string().optional() });

/** A single record or a whole small list: `{data}`. */
export const recordOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** An answer known by its type only: nothing is checked when it is parsed. */
const answerOf = <T>() => z.custom<T>(() => true);

export const tabVersionsSchema = z.record(savePageTypeSchema, baseVersionSchema);

/** GET listThemeComponents: every area's components and the version each area was read at. */
export const themeComponentsAnswerSchema = z.object({ components: z.array(themeComponentSchema), versions: tabVersionsSchema });

/** POST saveThemeComponents and restoreThemeVersion: the area as saved and its new version. */
export const savedTabAnswerSchema = z.object({ version: z.number().int(), components: z.array(themeComponentSchema) });

/** GET getThemeConfig: the settings and the version a save names as its base. */
export const themeSettingsAnswerSchema = themeSettingsSchema.extend({ version: z.number().int() });

/** POST saveThemeConfig. */
export const themeSettingsSavedSchema = themeSettingsAnswerSchema.extend({ ok: z.literal(true) });

/** One saved version of an area as listVersions/getThemeVersion answer it. */
export const themeVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ sub: z.string(), email: z.string().nullish(), name: z.string().nullish() }),
  componentCount: z.number().int(),
  restoredFrom: z.number().int().nullish(),
  current: z.boolean(),
});
export type ThemeVersion = z.infer<typeof themeVersionSchema>;

/** GET getThemeVersion: the version with its components, in order. */
export const themeVersionDetailSchema = themeVersionSchema.extend({ components: z.array(themeComponentSchema) });
export type ThemeVersionDetail = z.infer<typeof themeVersionDetailSchema>;

/** GET getPopup: the popup (null before one is made) and the top area's version it was read at. */
export const popupAnswerSchema = z.object({ popup: themeComponentSchema.nullable(), version: z.number().int() });
export type PopupAnswer = z.infer<typeof popupAnswerSchema>;

/** POST savePopup: whether it created or updated, and the popup as saved in the top area's new version. */
export const popupSavedAnswerSchema = popupSaveResponseSchema.extend({ popup: themeComponentSchema.optional(), version: z.number().int() });

/** A media library item as the media routes answer it. */
export const libraryMediaSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: mediaTypeSchema,
  filePath: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  status: z.enum(['PENDING', 'READY']),
  // Issue 32: an image's size and the WebP widths written on completion (none for videos and older uploads).
  ...imageDimensionsShape,
});
export type LibraryMedia = z.infer<typeof libraryMediaSchema>;

/** POST createMediaUpload: the pending item and where to PUT its bytes. */
export const mediaUploadTicketSchema = recordOf(
  z.object({ media: libraryMediaSchema, uploadUrl: z.string(), headers: z.record(z.string(), z.string()) }),
);
export type MediaUploadTicket = z.infer<typeof mediaUploadTicketSchema>['data'];

export const auditActorsAnswerSchema = recordOf(z.array(auditActorOptionSchema));

/** POST createRealtimeTicket: a single-use ticket for the WebSocket URL. */
export const realtimeTicketSchema = z.object({ ticket: z.string().min(1), expiresAt: z.string() });

type Linked = Category & { readonly href: string };

/** GET storefrontCategory. */
export interface CategoryAnswer {
  readonly category: Linked;
  readonly breadcrumbs: readonly Linked[];
  readonly children: readonly Linked[];
  readonly products: readonly ProductCard[];
}

/** GET storefrontProduct. */
export interface ProductAnswer {
  readonly product: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
    readonly description: string;
    readonly price: number;
    readonly compareAtPrice?: number;
    readonly inStock: boolean;
    readonly images: readonly { readonly filePath: string; readonly alt: string }[];
    readonly brand?: string;
  };
  readonly breadcrumbs: readonly { readonly name: string; readonly href: string }[];
  /** The active variants: price is the variant's own or the product's; available summed over active warehouses. */
  readonly variants: readonly StorefrontVariant[];
  /** The product's option types in display order, with only the values active variants use, in the type's order. */
  readonly optionTypes: readonly StorefrontOptionType[];
  /** Ürün Ayarları: an out-of-stock variant may still be chosen (and ordered). */
  readonly allowBackorder: boolean;
  /** The product's content: the rich description sanitised again for serving; the empty content when never saved. */
  readonly content: ProductContent;
}

export interface StorefrontVariant {
  readonly id: string;
  readonly sku: string;
  readonly options: Readonly<Record<string, string>>;
  readonly price: number;
  readonly compareAtPrice?: number;
  readonly available: number;
  /** available > 0, or the product's stock type is not tracked. */
  readonly inStock: boolean;
  /** The product's images this variant shows first (their paths); none: the product's own order. */
  readonly imagePaths?: readonly string[];
}

export interface StorefrontOptionType {
  readonly name: string;
  readonly kind: 'TEXT' | 'COLOR';
  readonly values: readonly { readonly label: string; readonly swatch?: string }[];
}

/** GET storefrontSearch. */
export interface SearchAnswer {
  readonly query: string;
  readonly products: readonly ProductCard[];
}

/** GET storefrontTheme; the server has given every component its defaults. */
export type StorefrontThemeAnswer = ThemeSettings & {
  readonly areas: Record<AreaTab, ThemeComponent[]>;
  readonly popup: ThemeComponent | null;
  /** Genel Ayarlar' public part: name, contact, SEO, currency display, maintenance (issue 29). */
  readonly shop: StorefrontShop;
  /**
   * Eklentiler's public part: the ids of the integrations switched on (issue 29). Always sent; optional
   * for an answer cached (browser, CloudFront) from before it existed, which then loads nothing.
   */
  readonly integrations?: StorefrontIntegrations;
};

export const storefrontThemeAnswer = answerOf<StorefrontThemeAnswer>();
export const storefrontCategoryAnswer = answerOf<CategoryAnswer>();
export const storefrontProductAnswer = answerOf<ProductAnswer>();
export const storefrontSearchAnswer = answerOf<SearchAnswer>();
export const couponValidationAnswer = answerOf<CouponValidation>();
export const popupCouponAnswer = answerOf<PopupCouponAnswer>();
