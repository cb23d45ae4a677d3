/** Media library texts the spec does not give (our wording). */
export const MEDIA_TEXTS = {
  empty: 'Galeride henüz dosya yok. İlk görseli ya da videoyu yükleyin.',
  gridLabel: 'Medya dosyaları',
  upload: 'Dosya yükle',
  uploading: (name: string) => `“${name}” yükleniyor…`,
  uploaded: (name: string) => `“${name}” yüklendi.`,
  uploadFailed: 'Yükleme başarısız',
  unsupportedType: (allowed: string) => `Bu dosya türü yüklenemez. Yüklenebilen türler: ${allowed}.`,
  transferFailed: 'Dosya sunucuya gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  transferRefused: (status: number) => `Dosya deposu yüklemeyi kabul etmedi (HTTP ${status}). Tekrar deneyin.`,
  progress: 'Yükleme ilerlemesi',
  video: 'Video',
  image: 'Görsel',
  hint: (limits: string) => `Görseller ve videolar, ${limits}.`,
} as const;
