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

  mediaPicker: {
    title: { IMAGE: 'Görsel Seç', VIDEO: 'Video Seç', any: 'Medya Seç' },
    search: 'Dosya ara',
    searchPlaceholder: 'Dosya adı ile ara',
    list: 'Medya dosyaları',
    confirm: 'Seç',
    pickedCount: (n: number, max: number) => `${n} / ${max} seçildi`,
    tooMany: (max: number) => `En fazla ${max} dosya seçebilirsiniz. Başka bir dosya için önce seçili birini kaldırın.`,
    empty: {
      IMAGE: 'Kütüphanede henüz görsel yok. “Dosya yükle” ile bilgisayarınızdan ekleyin.',
      VIDEO: 'Kütüphanede henüz video yok. “Dosya yükle” ile bilgisayarınızdan ekleyin.',
      any: 'Kütüphanede henüz dosya yok. “Dosya yükle” ile bilgisayarınızdan ekleyin.',
    },
    noMatch: (search: string) => `“${search}” ile eşleşen dosya bulunamadı.`,
    noMatchYet: 'Şimdiye kadar bakılan dosyalarda eşleşme yok. Aramayı sürdürmek için “Daha fazla göster”e basın.',
    loadMore: 'Daha fazla göster',
    limits: (limits: string) => `Yüklenebilen: ${limits}.`,
    wrongType: (type: 'IMAGE' | 'VIDEO' | undefined, extensions: string) =>
      type === 'IMAGE'
        ? `Buraya yalnızca görsel yüklenebilir (${extensions}).`
        : type === 'VIDEO'
          ? `Buraya yalnızca video yüklenebilir (${extensions}).`
          : `Bu dosya türü yüklenemez. Yüklenebilen türler: ${extensions}.`,
    video: (name: string) => `Video: ${name}`,
  },

  mediaField: {
    choose: 'Seç',
    change: 'Değiştir',
    remove: 'Kaldır',
    empty: { IMAGE: 'Görsel seçilmedi', VIDEO: 'Video seçilmedi', any: 'Dosya seçilmedi' },
  },

  linkPicker: {
    title: 'Bağlantı Seç',
    type: 'Bağlantı türü',
    types: { page: 'Sayfa', product: 'Ürün', category: 'Kategori', custom: 'Özel' },
    pages: 'Mağaza sayfaları',
    productSearch: 'Ürün ara',
    productSearchPlaceholder: 'Ürün adı ile ara',
    products: 'Ürünler',
    categoryFilter: 'Kategori ara',
    categoriesFailed: 'Kategoriler yüklenemedi.',
    address: 'Adres',
    addressPlaceholder: 'https://…, /sayfa, mailto:…, tel:…',
    addressHelp: 'Tam bir web adresi (https://…), site içi bir yol (/…), e-posta (mailto:) ya da telefon (tel:).',
    linkTitle: 'Başlık',
    linkTitleHelp: 'Boş bırakılırsa seçilen sayfanın, ürünün ya da kategorinin adı kullanılır.',
    newTab: 'Yeni sekmede aç',
    confirm: 'Seç',
    missing: {
      page: 'Bir sayfa seçin.',
      product: 'Bir ürün seçin.',
      category: 'Bir kategori seçin.',
      custom: 'Adres gereklidir.',
    },
    categoryWithoutSlug: (name: string) => `“${name}” kategorisinin ya da üst kategorilerinden birinin adresi (slug) yok; mağazada açılamaz.`,
  },

  linkField: {
    none: 'Bağlantı yok',
    choose: 'Bağlantı seç',
    change: 'Değiştir',
    remove: 'Kaldır',
    newTab: 'yeni sekmede',
    missingPage: 'Bu bağlantının gösterdiği sayfa silinmiş ya da yayından kaldırılmış; mağazada “Sayfa bulunamadı” açılır. Bağlantıyı değiştirin.',
  },

  place: {
    province: 'İl',
    district: 'İlçe',
    provincePlaceholder: 'İl seçin',
    districtPlaceholder: 'İlçe seçin',
  },
} as const;
