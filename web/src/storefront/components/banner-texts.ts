/** Turkish texts of the storefront's banner carousel (WAI-ARIA carousel pattern). */
export const BANNER_CAROUSEL_TEXTS = {
  roleDescription: 'karusel',
  slideRoleDescription: 'slayt',
  slideLabel: (n: number, total: number) => `${n} / ${total}`,
  pause: 'Otomatik geçişi durdur',
  play: 'Otomatik geçişi başlat',
} as const;
