/** The scoped builder's texts (issue 31; the spec gives none). */
export const SCOPE_TEXTS = {
  locked: 'Bu bileşeni düzenleme yetkiniz yok',
  lockedDetail: 'Bu bileşeni görebilirsiniz; düzenlemek, taşımak, açıp kapatmak veya silmek için Tema Yöneticisi yetkisi gerekir.',
  socialOnly: 'Bu bileşende yalnızca sosyal medya hesaplarını düzenleyebilirsiniz.',
  banner: (labels: string) => `Kısıtlı düzenleme: yalnızca ${labels} bileşenlerini değiştirebilirsiniz.`,
  socialAccounts: 'Üst Menü içindeki sosyal medya hesapları',
} as const;
