/** Texts of the realtime features the spec does not give (its own are in MESSAGES). */
export const REALTIME_TEXTS = {
  activeAdmins: 'Aktif kullanıcılar',
  activeAdminsCount: (count: number) => `${count} aktif kullanıcı`,
  onPage: (page: string) => `Sayfa: ${page}`,
  viewOrder: 'Siparişi görüntüle',
  newOrderDetail: (orderId: string) => `#${orderId} numaralı yeni bir sipariş alındı.`,
  cursorOf: (name: string) => `${name} imleci`,
  connectionLost: 'Canlı bağlantı kurulamadı; diğer yöneticiler gösterilemiyor.',
  reconnecting: 'Canlı bağlantı yeniden kuruluyor…',
  /** On a builder row another admin has selected. */
  selectedBy: (names: string) => `Düzenleyen: ${names}`,
} as const;
