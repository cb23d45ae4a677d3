/** Eklentiler's words (the spec gives none). */
export const PLUGIN_PAGE_TEXTS = {
  intro:
    'Mağazanın dış hizmetlerle bağlantıları. Analitik ve pazarlama betikleri vitrinde yalnızca ziyaretçi çerez bildiriminde izin verdikten sonra yüklenir.',
  loading: 'Eklentiler yükleniyor',
  on: 'Etkin',
  save: 'Kaydet',
  saved: 'Eklentiler kaydedildi.',
  reload: 'Kayıtlı hâli yükle',
  ga4: {
    title: 'Google Analytics 4',
    help: 'Ziyaretçi analitik çerezlere izin verdiğinde gtag.js yüklenir.',
    id: 'Ölçüm kimliği',
    placeholder: 'G-XXXXXXXXXX',
  },
  pixel: {
    title: 'Meta Pixel',
    help: 'Ziyaretçi pazarlama çerezlerine izin verdiğinde Meta Pixel yüklenir.',
    id: 'Pixel kimliği',
    placeholder: '123456789012345',
  },
  searchConsole: {
    title: 'Google Search Console doğrulaması',
    help: 'Vitrine <meta name="google-site-verification"> etiketi eklenir (izin gerekmez). Etiketin tamamını da yapıştırabilirsiniz.',
    id: 'Doğrulama kodu (content değeri)',
  },
  webhook: {
    title: 'Sipariş webhook’u',
    help: 'Her yeni sipariş ve her durum değişikliği, HMAC-SHA256 imzasıyla (X-Shop-Signature) bu adrese JSON olarak gönderilir; başarısız bir gönderim artan aralıklarla 4 kez daha denenir (toplam 5 deneme).',
    url: 'Adres (https://)',
    secret: 'Gizli anahtar',
    secretHelp: (hint: string | null) =>
      hint
        ? `Kayıtlı anahtar: ${hint}. Değiştirmek için yenisini yazın; boş bırakırsanız korunur.`
        : 'En az 16 karakter. Alıcı imzayı bu anahtarla doğrular.',
  },
  deliveries: {
    title: 'Son gönderimler',
    help: 'Webhook’un son 50 gönderimi, en yenisi üstte.',
    refresh: 'Yenile',
    empty: 'Henüz gönderim yok.',
    columns: { createdAt: 'Zaman', event: 'Olay', orderId: 'Sipariş', status: 'Durum', httpStatus: 'HTTP', attempts: 'Deneme', error: 'Hata' },
    events: { 'order.created': 'Yeni sipariş', 'order.status_changed': 'Durum değişti' },
    next: (at: string) => `Sonraki deneme: ${at}`,
  },
} as const;
