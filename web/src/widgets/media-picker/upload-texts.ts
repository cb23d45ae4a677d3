/** Upload texts the spec does not give (our wording): shared by the picker's upload and the media library page. */
export const MEDIA_UPLOAD_TEXTS = {
  upload: 'Dosya yükle',
  uploading: (name: string) => `“${name}” yükleniyor…`,
  uploaded: (name: string) => `“${name}” yüklendi.`,
  uploadFailed: 'Yükleme başarısız',
  unsupportedType: (allowed: string) => `Bu dosya türü yüklenemez. Yüklenebilen türler: ${allowed}.`,
  transferFailed: 'Dosya sunucuya gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  transferRefused: (status: number) => `Dosya deposu yüklemeyi kabul etmedi (HTTP ${status}). Tekrar deneyin.`,
  progress: 'Yükleme ilerlemesi',
} as const;
