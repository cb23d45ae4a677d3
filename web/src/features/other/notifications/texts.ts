/** Our wording around the spec's 'Bildirim bulunmuyor'. */
export const NOTIFICATION_TEXTS = {
  bell: 'Bildirimler',
  bellWithCount: (label: string) => `Bildirimler, ${label} okunmamış`,
  markAllRead: 'Tümünü okundu işaretle',
  showAll: 'Tüm bildirimler',
  unread: 'Okunmadı',
  read: 'Okundu',
  loadFailed: 'Bildirimler yüklenemedi.',
  retry: 'Tekrar dene',
  filterAll: 'Tümü',
  filterUnread: 'Okunmamış',
  unreadCount: (n: number) => `${n} okunmamış bildirim`,
} as const;
