import { MAX_COMPONENT_BYTES } from '@shop/shared';

/** Our wording: the spec gives no text for these answers. */
export const THEME_TEXTS = {
  saveNotConfirmed: 'Kayıt şu anda tamamlanamadı. Birkaç saniye sonra tekrar deneyin.',
  componentTooLarge: (field: string) =>
    `${field}: Bileşen çok büyük; kaydedilmiş hâli en fazla ${Math.floor(MAX_COMPONENT_BYTES / 1024)} KB olabilir. İçeriği birkaç bileşene bölün.`,
  versionIncomplete: 'Bu sürümün bileşenleri artık eksiksiz değil; geri yüklenemez.',
  versionNotFound: 'Bu sürüm bulunamadı.',
  uniquePerTab: (field: string, label: string) => `${field}: Bir alanda yalnızca bir ${label} olabilir.`,
  foreignMedia: (field: string) => `${field}: Yalnızca bu mağazanın medya kütüphanesindeki dosyalar kullanılabilir.`,
  /** A scoped admin's save that changes a component their permissions do not name (issue 31). */
  outOfScope: (label: string, name: string) => `"${name}" (${label}) bileşenini değiştirme yetkiniz yok. Hiçbir değişiklik kaydedilmedi.`,
} as const;
