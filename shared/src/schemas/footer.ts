import * as z from 'zod';
import { CONTENT_POSITIONS, FOOTER_COLUMN_COUNT, FOOTER_DEFAULT_COLUMN_TITLES, FOOTER_MARGIN } from '../constants';
import { MESSAGES } from '../messages';
import {
  bool,
  cssColor,
  enumOf,
  idSchema,
  int,
  itemOrderSchema,
  list,
  marginInSteps,
  object,
  requiredLinkSchema,
  requiredText,
  shortText,
  text,
} from './common';

export const footerLinkSchema = object({
  id: idSchema,
  title: requiredText(MESSAGES.validation.footerLinkTitleRequired),
  link: requiredLinkSchema(MESSAGES.validation.footerLinkRequired),
  order: itemOrderSchema,
});

/** The footer link dialog: a link plus the column it goes to. */
export const footerLinkFormSchema = footerLinkSchema.extend({
  columnId: z
    .union([idSchema, z.null(), z.undefined()])
    .refine((id) => id !== null && id !== undefined, { error: MESSAGES.validation.footerColumnNotChosen })
    .pipe(idSchema),
});
export type FooterLinkForm = z.infer<typeof footerLinkFormSchema>;

export const footerColumnSchema = object({
  id: idSchema,
  title: shortText().default(''),
  links: list(footerLinkSchema).default([]),
  order: itemOrderSchema,
  contentAlignment: enumOf(CONTENT_POSITIONS).default('left'),
});

/** Two card-payment logo bands; the spec does not name the providers, these ids are ours. */
export const PAYMENT_LOGO_TYPES = ['iyzico', 'paytr'] as const;

/** The spec only says the text contains the year; nothing else is added. */
export const defaultFooterText = (year: number = new Date().getFullYear()): string => `© ${year}`;

export const footerSettingsSchema = object({
  /** The footer's type label (component editors §2); the spec gives no default name. */
  name: shortText().default('Alt Menü'),
  columnCount: int(FOOTER_COLUMN_COUNT.min, FOOTER_COLUMN_COUNT.max).default(FOOTER_COLUMN_COUNT.default),
  footerText: text().default(() => defaultFooterText()),
  columns: list(footerColumnSchema, FOOTER_COLUMN_COUNT.max).prefault(() =>
    FOOTER_DEFAULT_COLUMN_TITLES.map((title, index) => ({ id: index + 1, title, order: index + 1 })),
  ),
  showPaymentLogos: bool().default(true),
  paymentLogoType: enumOf(PAYMENT_LOGO_TYPES).default('iyzico'),
  topMargin: marginInSteps(FOOTER_MARGIN),
  bottomMargin: marginInSteps(FOOTER_MARGIN),
  backgroundColor: cssColor().default('#ffffff'),
  footerTextColor: cssColor().default('#6b7280'),
  columnTitleColor: cssColor().default('#000000'),
  linkTextColor: cssColor().default('#6b7280'),
  linkHoverColor: cssColor().default('#3b82f6'),
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

/** Footer defaults with the given year in the footer text (the current year by default). */
export const defaultFooterSettings = (year: number = new Date().getFullYear()): FooterSettings =>
  footerSettingsSchema.parse({ footerText: defaultFooterText(year) });

/** Holds the year the module was loaded in; call defaultFooterSettings() for a fresh one. */
export const DEFAULT_FOOTER_SETTINGS: FooterSettings = defaultFooterSettings();
