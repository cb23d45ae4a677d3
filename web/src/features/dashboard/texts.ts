/** Genel Bakış widget texts (our wording). */
export const DASHBOARD_TEXTS = {
  orders: {
    title: 'Siparişler',
    today: 'Bugün',
    yesterday: 'Dün',
    count: 'Sipariş',
    revenue: 'Ciro',
    chartTitle: 'Son 14 gün',
    chartLabel: 'Son 14 günün sipariş sayısı ve cirosu',
    tableCaption: 'Son 14 günün sipariş sayısı ve cirosu (gün gün)',
    day: 'Gün',
    latest: 'Son siparişler',
    noOrders: 'Henüz sipariş yok.',
    allOrders: 'Tüm siparişler',
    vsYesterday: (count: string, revenue: string) => `Dün: ${count} sipariş, ${revenue}`,
  },
  customers: {
    title: 'Bu hafta yeni müşteriler',
    members: 'Yeni üye',
    guests: 'Yeni misafir',
  },
  products: {
    title: 'Stok durumu',
    outOfStock: 'Stokta yok',
    low: (threshold: number) => `Azalan stok (${threshold} ve altı)`,
    none: (threshold: number) => `Kullanılabilir stoğu ${threshold} ve altında olan varyant yok.`,
    available: (count: string) => `${count} kullanılabilir`,
  },
  theme: {
    title: 'Mağaza teması',
    lastPublished: (when: string, who: string, area: string) => `Son yayın: ${when}, ${who} (${area})`,
    never: 'Tema henüz yayınlanmadı.',
    open: 'Tema Düzenleyici’yi aç',
  },
  notifications: {
    title: 'Bildirimler',
    unread: (count: string) => `${count} okunmamış bildirim`,
    none: 'Okunmamış bildirim yok.',
    open: 'Bildirimleri aç',
  },
  loadFailed: (what: string) => `${what} yüklenemedi.`,
} as const;
