/** Our wording: the spec gives no text for these answers. */
export const MEDIA_TEXTS = {
  notOfType: (contentType: string) => `Dosyanın içeriği ${contentType} türünde değil. Dosyayı yeniden seçip yükleyin.`,
} as const;
