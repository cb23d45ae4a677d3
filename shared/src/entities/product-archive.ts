/** Archiving a product (issue 26): it leaves the storefront and search, stays readable by id, and can be restored. */
export const PRODUCT_ARCHIVE_MESSAGES = {
  alreadyArchived: 'Bu ürün zaten arşivde.',
  notArchived: 'Bu ürün arşivde değil.',
  archivedNotEditable: 'Arşivdeki bir ürün düzenlenemez; önce arşivden çıkarın.',
} as const;
