/**
 * Written in the footer text, the storefront shows the current year in its place: a text saved as
 * "© {yıl}" still tells the right year next January, where a typed year goes stale.
 * Kept apart from the footer schema so the storefront reads it without bundling zod.
 */
export const FOOTER_YEAR_TOKEN = '{yıl}';

/** The footer text as shoppers read it in the given year. */
export const footerTextInYear = (text: string, year: number): string => text.replaceAll(FOOTER_YEAR_TOKEN, String(year));
