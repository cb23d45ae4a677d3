/** Açılır Pencere page texts (our wording; the editor's own texts stay in features/theme/popup/texts.ts). */
export const POPUP_PAGE_TEXTS = {
  intro:
    'Mağazanın tek açılır penceresi: ziyaretçilere bir duyuru ya da indirim kuponu gösterir. Kaydettiğiniz ayarlar vitrinde hemen geçerli olur ve Tema Düzenleyici’nin Üst alanında da görünür.',
  edit: 'Açılır pencereyi düzenle',
  create: 'Açılır pencere oluştur',
  summaryLabel: 'Kayıtlı açılır pencere',
  none: 'Henüz açılır pencere oluşturulmadı. Oluşturduğunuzda varsayılan ayarlarla başlarsınız.',
  loadFailed: 'Açılır pencere ayarları yüklenemedi.',
  active: 'Aktif',
  inactive: 'Pasif',
  fields: {
    type: 'Tür',
    title: 'Başlık',
    frequency: 'Gösterim sıklığı',
    dates: 'Yayın zamanı',
    discount: 'Kupon indirimi',
    couponTime: 'Kupon süresi',
  },
  noTitle: '—',
  always: 'Süresiz',
  from: (date: string) => `${date} itibarıyla`,
  until: (date: string) => `${date} tarihine kadar`,
  between: (start: string, end: string) => `${start} – ${end}`,
  minutes: (n: string) => `${n} dakika`,
  noCouponTime: 'Süre sınırı yok',
} as const;
