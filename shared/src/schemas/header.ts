import * as z from 'zod';
import {
  DEFAULT_FONT_FAMILY,
  FONT_WEIGHTS,
  GENERIC_MARGIN_RANGE,
  HEADER_GRID_COLUMNS,
  HEADER_MENU_SPACING_CHOICES,
  HEADER_TITLE_FONT_SIZE,
} from '../constants';
import { MESSAGES } from '../messages';
import { buttonVariantSchema } from './button';
import {
  bool,
  cssColor,
  enumOf,
  idSchema,
  int,
  itemOrderSchema,
  linkSchema,
  list,
  marginInRange,
  mediaSchema,
  object,
  oneOf,
  requiredLinkSchema,
  requiredText,
  shortText,
} from './common';
import { socialMediaSchema } from './social-media';

// ---------------------------------------------------------------------------
// Top section: columns of elements
// ---------------------------------------------------------------------------

export const HEADER_ELEMENT_TYPES = ['mobileNav', 'search', 'logo', 'userNav', 'cart', 'socialMedia'] as const;
export const headerElementTypeSchema = enumOf(HEADER_ELEMENT_TYPES);
export type HeaderElementType = z.infer<typeof headerElementTypeSchema>;

/** Element names for the column editor; the spec gives none, so these Turkish names are ours. */
export const HEADER_ELEMENT_LABELS = {
  mobileNav: 'Mobil Menü',
  search: 'Arama',
  logo: 'Logo',
  userNav: 'Kullanıcı Menüsü',
  cart: 'Sepet',
  socialMedia: 'Sosyal Medya',
} as const satisfies Record<HeaderElementType, string>;

export const responsiveVisibilitySchema = object({
  mobile: bool().default(true),
  tablet: bool().default(true),
  desktop: bool().default(true),
});
export type ResponsiveVisibility = z.infer<typeof responsiveVisibilitySchema>;

/** Ours: the spec gives no text for a social element without its account. */
export const SOCIAL_ACCOUNT_REQUIRED = 'Bir sosyal medya hesabı seçin.';

export const headerElementSchema = object({
  id: idSchema,
  name: shortText(),
  type: headerElementTypeSchema,
  order: itemOrderSchema,
  responsive: responsiveVisibilitySchema.prefault({}),
  socialMediaId: idSchema.optional(),
}).superRefine((element, ctx) => {
  if (element.type === 'socialMedia' && element.socialMediaId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['socialMediaId'], message: SOCIAL_ACCOUNT_REQUIRED });
  }
});
export type HeaderElement = z.infer<typeof headerElementSchema>;

/** 1 is the left column, 2 the centre, 3 the right. */
export const HEADER_COLUMN_IDS = [1, 2, 3] as const;
export const JUSTIFY_CONTENTS = ['start', 'center', 'end'] as const;

/**
 * What makes two elements of a column the same: social elements are told apart by the account they
 * show; every other element type may appear once (the schema and the column editor both ask this).
 */
export const headerElementKey = (element: Pick<HeaderElement, 'type' | 'socialMediaId'>): string =>
  element.type === 'socialMedia' ? `socialMedia:${String(element.socialMediaId)}` : element.type;

export const columnConfigSchema = object({
  id: oneOf(HEADER_COLUMN_IDS),
  justifyContent: enumOf(JUSTIFY_CONTENTS).default('start'),
  elements: list(headerElementSchema).default([]),
}).superRefine((column, ctx) => {
  const seen = new Set<string>();
  column.elements.forEach((element, index) => {
    const key = headerElementKey(element);
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['elements', index], message: MESSAGES.validation.elementAlreadyInColumn });
    }
    seen.add(key);
  });
});

export type ColumnConfig = z.infer<typeof columnConfigSchema>;

const element = (id: number, type: HeaderElementType, order: number, responsive: Partial<ResponsiveVisibility> = {}) => ({
  id,
  name: HEADER_ELEMENT_LABELS[type],
  type,
  order,
  responsive,
});

/**
 * The three default columns (the spec gives their existence, not their content): menu
 * toggle and logo on the left, search in the centre, account and cart on the right.
 * The menu toggle is for small screens only; search leaves phones, where space is short.
 */
const DEFAULT_COLUMN_CONFIGS_INPUT: z.input<typeof columnConfigSchema>[] = [
  {
    id: 1,
    justifyContent: 'start',
    elements: [element(1, 'mobileNav', 1, { desktop: false }), element(2, 'logo', 2)],
  },
  { id: 2, justifyContent: 'center', elements: [element(3, 'search', 1, { mobile: false })] },
  { id: 3, justifyContent: 'end', elements: [element(4, 'userNav', 1), element(5, 'cart', 2)] },
];

// ---------------------------------------------------------------------------
// Navigation
// ---------------------------------------------------------------------------

export const NAVIGATION_ITEM_TYPES = ['button', 'list'] as const;

/** A child is always a plain link, so it needs a target as a plain (button) item does. */
export const navigationChildSchema = object({
  id: idSchema,
  title: requiredText(MESSAGES.validation.menuTitleRequired),
  link: requiredLinkSchema(MESSAGES.validation.plainMenuLinkRequired),
  order: itemOrderSchema,
});

export const navigationItemSchema = object({
  id: idSchema,
  type: enumOf(NAVIGATION_ITEM_TYPES).default('button'),
  title: requiredText(MESSAGES.validation.menuTitleRequired),
  /** An icon key from the icon picker. */
  icon: shortText().nullable().default(null),
  link: linkSchema.nullable().default(null),
  order: itemOrderSchema,
  children: list(navigationChildSchema).default([]),
}).superRefine((item, ctx) => {
  if (item.type === 'button' && (item.link === null || item.link.target === '')) {
    ctx.addIssue({ code: 'custom', path: ['link'], message: MESSAGES.validation.plainMenuLinkRequired });
  }
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

/** The default menu item; '/' is the storefront home, not a content page, hence a custom link. */
const HOME = 'Anasayfa';

// ---------------------------------------------------------------------------
// Header settings
// ---------------------------------------------------------------------------

export const SEARCH_SIZES = ['square', 'rectangle'] as const;

export const headerSettingsSchema = object({
  logo: mediaSchema.nullable().default(null),
  /** The spec gives no default title. */
  title: shortText().default(''),
  isLogoShow: bool().default(true),
  gridColumns: int(HEADER_GRID_COLUMNS.min, HEADER_GRID_COLUMNS.max).default(HEADER_GRID_COLUMNS.default),
  socialMedias: list(socialMediaSchema).default([]),
  columnConfigs: list(columnConfigSchema, HEADER_COLUMN_IDS.length).prefault(DEFAULT_COLUMN_CONFIGS_INPUT),
  /** Variant, size and text of the search button have no spec defaults; ours. */
  searchVariant: buttonVariantSchema.default('outline'),
  searchSize: enumOf(SEARCH_SIZES).default('rectangle'),
  searchText: shortText().default(''),
  titleFontSize: int(HEADER_TITLE_FONT_SIZE.min, HEADER_TITLE_FONT_SIZE.max).default(HEADER_TITLE_FONT_SIZE.default),
  titleFontColor: cssColor().default('#000000'),
  titleFontFamily: shortText().default(DEFAULT_FONT_FAMILY),
  /** Not given by the spec; bold like the banner titles. */
  titleFontWeight: oneOf(FONT_WEIGHTS).default(700),
  /** Not given by the spec. */
  mobileNavVariant: buttonVariantSchema.default('outline'),
  /** Gap and padding defaults are not given; mid-range choices. */
  menuGap: oneOf(HEADER_MENU_SPACING_CHOICES).default(4),
  menuPadding: oneOf(HEADER_MENU_SPACING_CHOICES).default(2),
  topMargin: marginInRange(GENERIC_MARGIN_RANGE),
  bottomMargin: marginInRange(GENERIC_MARGIN_RANGE),
  navigationItems: list(navigationItemSchema).prefault([
    { id: 1, type: 'button', title: HOME, link: { type: 'custom', title: HOME, target: '/' }, order: 1 },
  ]),
});
export type HeaderSettings = z.infer<typeof headerSettingsSchema>;
export const DEFAULT_HEADER_SETTINGS: HeaderSettings = headerSettingsSchema.parse({});
