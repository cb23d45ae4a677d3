/** Texts of archiving products (our wording). */
export const ARCHIVE_TEXTS = {
  view: 'Gösterilen ürünler',
  onSale: 'Satıştakiler',
  archived: 'Arşivlenmiş',
  archivedTag: 'Arşivde',
  archive: 'Arşivle',
  archiveProduct: (name: string) => `${name} ürününü arşivle`,
  restore: 'Arşivden çıkar',
  restoreProduct: (name: string) => `${name} ürününü arşivden çıkar`,
  archiveTitle: 'Ürünü arşivle',
  archiveQuestion: (name: string) =>
    `“${name}” arşivlensin mi? Mağazadan, kategori sayfalarından ve aramadan kalkar; eski siparişlerde görünmeye devam eder ve istediğinizde arşivden çıkarabilirsiniz.`,
  cancel: 'Vazgeç',
  archivedDone: (name: string) => `“${name}” arşivlendi.`,
  restoredDone: (name: string) => `“${name}” arşivden çıkarıldı ve yeniden satışta.`,
  failed: 'İşlem tamamlanamadı',
  archivedEmpty: 'Arşivde ürün yok.',
} as const;
