import type { GeneralSettings } from '@shop/shared';

/** Our wording for the Genel Ayarlar answers (the spec gives none). */
export const GENERAL_TEXTS = {
  stale: 'Genel Ayarlar siz düzenlerken başka bir oturumda kaydedildi. Sayfayı yenileyip tekrar deneyin.',
} as const;

/** The audit entry's sentence: what a reader of Aktivite Geçmişi most wants to know changed. */
export const generalSettingsSummary = (settings: GeneralSettings): string =>
  `Genel Ayarlar kaydedildi (${settings.shopName}; ${settings.bankAccounts.length} banka hesabı; bakım modu ${settings.maintenance.enabled ? 'açık' : 'kapalı'}).`;
