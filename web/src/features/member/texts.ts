/** Member and guest page texts the spec does not give (our wording). */
export const MEMBER_TEXTS = {
  membersEmpty: 'Henüz üye yok.',
  guestsEmpty: 'Henüz misafir kullanıcı yok.',
  membersLabel: 'Üye listesi',
  guestsLabel: 'Misafir kullanıcı listesi',
  columns: { name: 'Ad Soyad', email: 'E-posta', phone: 'Telefon', createdAt: 'Kayıt tarihi', orderCount: 'Sipariş sayısı' },
  noPhone: '—',
  contactCard: 'İletişim bilgileri',
  guestNote: 'Misafir kullanıcılar üye olmadan sipariş verir; hesapları yoktur.',
} as const;
