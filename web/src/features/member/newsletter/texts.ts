/** Bülten Aboneleri page texts (our wording; the spec gives none). */
export const NEWSLETTER_TEXTS = {
  label: 'Bülten aboneleri listesi',
  empty: 'Henüz bülten abonesi yok.',
  searchEmpty: 'Aramanızla eşleşen abone yok.',
  search: 'E-posta ara',
  searchPlaceholder: 'ornek@',
  columns: { email: 'E-posta', subscribedAt: 'Abone olma tarihi', source: 'Kaynak', actions: 'İşlemler' },
  sourceBlock: 'Bülten bloğu',
  sourceUnknown: '—',
  remove: 'Kaldır',
  removeLabel: (email: string) => `${email} adresini kaldır`,
  removeHeader: 'Aboneyi kaldır (KVKK)',
  removeMessage: (email: string) =>
    `${email} adresi bülten listesinden kalıcı olarak silinecek. Silme işlemi kim tarafından ve ne zaman yapıldığıyla kayda geçer.`,
  removeConfirm: 'Kalıcı olarak kaldır',
  cancel: 'Vazgeç',
  removed: (email: string) => `${email} bülten listesinden kaldırıldı.`,
  removeFailed: 'Abone kaldırılamadı.',
  exportCsv: 'CSV olarak indir',
  exported: (n: string) => `${n} abone CSV dosyasına aktarıldı.`,
  csvColumns: { email: 'E-posta', subscribedAt: 'Abone olma tarihi', componentId: 'Kaynak bileşen' },
} as const;
