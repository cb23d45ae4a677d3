/** The product content routes' own answers. */
export const PRODUCT_CONTENT_TEXTS = {
  sectionNotHeld: (sections: string) => `Bu bölümleri düzenleme yetkiniz yok: ${sections}. Hiçbir değişiklik kaydedilmedi.`,
  stale: 'Ürün içeriği siz düzenlerken başka biri tarafından kaydedildi. Sayfayı yenileyip yeniden deneyin.',
} as const;
