import * as z from 'zod';

/*
 * Deleting a library file (issue 26): only one that nothing uses. One in use is 409 with the list
 * of where it is used, which the page shows instead of deleting.
 */

export const MEDIA_USE_TYPES = ['product', 'theme', 'theme-settings', 'page', 'general-settings'] as const;
export type MediaUseType = (typeof MEDIA_USE_TYPES)[number];

/**
 * One place a file is shown: a product (its id), a theme component (`<area>#<component id>`), the
 * theme settings, a content page of Sayfalar (its id) or a slot of Genel Ayarlar (`general-settings#<slot>`).
 */
export const mediaUseSchema = z.object({ type: z.enum(MEDIA_USE_TYPES), id: z.string(), name: z.string() });
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** The theme's areas, as a place a file is used. */
export const THEME_AREA_LABELS = { TOP: 'Üst alan', HOME: 'Ana sayfa', BOTTOM: 'Alt alan' } as const;

export const MEDIA_DELETE_MESSAGES = {
  notFound: 'Dosya bulunamadı.',
  inUse: (places: number) => `Bu dosya ${places} yerde kullanıldığı için silinemez. Önce kullanıldığı yerlerden kaldırın.`,
} as const;

export const mediaDeletedSchema = z.object({ deleted: z.literal(true) });
