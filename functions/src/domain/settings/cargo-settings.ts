import { activeCarriers, type CargoSettings } from '@shop/shared';

/** Our wording for the Kargo Otomasyonu answers (the spec gives none). */
export const CARGO_TEXTS = {
  stale: 'Kargo Otomasyonu siz düzenlerken başka bir oturumda kaydedildi. Sayfayı yenileyip tekrar deneyin.',
} as const;

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** The audit entry's sentence: what a reader of Aktivite Geçmişi most wants to know changed. */
export const cargoSettingsSummary = (settings: CargoSettings): string => {
  const carriers = activeCarriers(settings)
    .map((c) => c.name)
    .join(', ');
  const free = settings.freeShippingThreshold === null ? 'ücretsiz kargo yok' : `${lira.format(settings.freeShippingThreshold)} üzeri ücretsiz`;
  return `Kargo Otomasyonu kaydedildi (etkin: ${carriers}; ${free}; havale ${settings.havalePaymentDays} gün, iade ${settings.returnWindowDays} gün).`;
};
