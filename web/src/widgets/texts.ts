/** Widget texts the spec does not give (our wording). Spec texts come from MESSAGES in @shop/shared. */
export const WIDGET_TEXTS = {
  retry: 'Tekrar dene',
  cancel: 'Vazgeç',
  loading: 'Yükleniyor…',

  iconPicker: {
    title: 'İkon Seç',
    search: 'İkon ara',
    searchPlaceholder: 'İkon adı veya anahtarı ile ara',
    list: 'İkonlar',
    loadingMore: 'Daha fazla ikon yükleniyor…',
  },

  colorPicker: {
    open: 'Renk seç',
    custom: 'Özel renk',
    palette: 'Hazır renkler',
    opacity: 'Opaklık',
    invalid: 'Geçerli bir renk girin (ör. #ef4444 veya rgba(0,0,0,0.4)).',
  },

  dateTime: {
    placeholder: 'AA/GG/YYYY SS:dd',
  },

  select: {
    placeholder: 'Seçiniz',
    filter: 'Listede ara',
    create: (name: string) => `"${name}" oluştur`,
    createHint: 'Yeni eklemek için adını yazın',
  },

  productPicker: {
    title: 'Ürün Seç',
    search: 'Ürün ara',
    searchPlaceholder: 'Ürün adı ile ara',
    category: 'Kategoriye göre süz',
    categoryPlaceholder: 'Tüm kategoriler',
    categorySearch: 'Kategori ara',
    selectAll: 'Tümünü seç',
    deselectAll: 'Tümünün seçimini kaldır',
    selectedCount: (n: number) => `${new Intl.NumberFormat('tr-TR').format(n)} ürün seçildi`,
    list: 'Ürünler',
    confirm: 'Seçimi onayla',
  },

  categoryTree: {
    label: 'Kategoriler',
    empty: 'Henüz kategori yok.',
    partial: (name: string) => `${name} (kısmen seçili)`,
  },
} as const;
