import type { AuditTargetType } from '@shop/shared';

/** Aktivite Geçmişi page texts (our wording; the action names come from AUDIT_ACTION_LABELS). */
export const AUDIT_TEXTS = {
  intro:
    'Yöneticilerin mağazada yaptığı her değişiklik burada kayıtlıdır: kim, ne zaman, neyi değiştirdi. Kayıtlar 400 gün saklanır ve değiştirilemez.',
  label: 'Aktivite geçmişi kayıtları',
  empty: 'Henüz kayıt yok. Yöneticiler bir değişiklik yaptığında burada görünür.',
  filteredEmpty: 'Bu filtrelere uyan kayıt yok.',
  actorFilter: 'Kişiye göre filtrele',
  allActors: 'Tüm kişiler',
  actionFilter: 'İşleme göre filtrele',
  allActions: 'Tüm işlemler',
  dateFilter: 'Tarih aralığına göre filtrele',
  datePlaceholder: 'Tarih aralığı',
  exportCsv: 'CSV indir',
  exported: (count: string) => `${count} kayıt CSV olarak indirildi.`,
  exportCapped: (count: string) => `İlk ${count} kayıt indirildi; daha fazlası için tarih aralığını daraltın.`,
  actorsFailed: 'Kişi listesi yüklenemedi; diğer filtreler kullanılabilir.',
  columns: { at: 'Zaman', actor: 'Kim', action: 'İşlem', target: 'Ne', summary: 'Özet', details: 'Ayrıntı' },
  details: 'Ayrıntılar',
  detailsLabel: (action: string, time: string) => `${action} kaydının ayrıntıları, ${time}`,
  dialogHeader: 'Kayıt ayrıntıları',
  fields: {
    at: 'Zaman',
    actor: 'Kim',
    email: 'E-posta',
    roles: 'Roller',
    action: 'İşlem',
    target: 'Ne',
    targetId: 'Kimlik',
    summary: 'Özet',
    route: 'İstek',
  },
  open: (name: string) => `${name} sayfasını aç`,
  targetTypes: {
    theme: 'Tema alanı',
    'theme-config': 'Tema ayarları',
    popup: 'Açılır pencere',
    'live-support': 'Canlı destek',
    category: 'Kategori',
    brand: 'Marka',
    product: 'Ürün',
    media: 'Medya',
    'newsletter-subscriber': 'Bülten abonesi',
    'campaign-code': 'İndirim kodu',
    stock: 'Stok',
  } satisfies Record<AuditTargetType, string>,
  csv: {
    /** The columns are the dialog's field names, with the target's type (the dialog shows it under the target) as its own column. */
    targetType: 'Tür',
    fileName: (day: string) => `aktivite-gecmisi-${day}.csv`,
  },
} as const;
