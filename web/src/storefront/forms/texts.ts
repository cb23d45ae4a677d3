/** ShopForm's texts (our wording). The per-field messages come from the server (FORM_TEXTS), these few are the browser's own. */
export const SHOP_FORM_TEXTS = {
  loading: 'Form yükleniyor…',
  notFound: 'Bu form artık yayında değil.',
  loadError: 'Form yüklenemedi.',
  retry: 'Yeniden dene',
  required: 'Bu alan zorunludur.',
  requiredMark: '(zorunlu)',
  invalidEmail: 'Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).',
  kvkkRequired: 'Devam etmek için KVKK aydınlatma metnini onaylayın.',
  fileTooLarge: 'Dosya en fazla 10 MB olabilir.',
  fileType: 'Yalnızca JPEG, PNG, WEBP resimleri ve PDF dosyaları yüklenebilir.',
  fileFailed: 'Dosya yüklenemedi. Lütfen yeniden deneyin.',
  fileChosen: (name: string) => `Seçilen dosya: ${name}`,
  choose: 'Seçiniz',
  send: 'Gönder',
  sending: 'Gönderiliyor…',
  fixErrors: 'Lütfen işaretli alanları düzeltin.',
  failed: 'Form gönderilemedi. Lütfen yeniden deneyin.',
  offline: 'İnternet bağlantınız yok gibi görünüyor. Bağlantınızı kontrol edip yeniden gönderin.',
  /** The honeypot's label: only a script reads it. */
  honeypot: 'Bu alanı boş bırakın',
} as const;
