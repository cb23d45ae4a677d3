import type { MediaUseType } from '@shop/shared';
import { MEDIA_UPLOAD_TEXTS } from '../../../widgets/media-picker/upload-texts';

/** Media library texts the spec does not give (our wording); the upload's come with the media widget. */
export const MEDIA_TEXTS = {
  ...MEDIA_UPLOAD_TEXTS,
  empty: 'Galeride henüz dosya yok. İlk görseli ya da videoyu yükleyin.',
  gridLabel: 'Medya dosyaları',
  video: 'Video',
  image: 'Görsel',
  hint: (limits: string) => `Görseller ve videolar, ${limits}.`,
} as const;

/** Deleting a library file (our wording). */
export const MEDIA_DELETE_TEXTS = {
  delete: 'Sil',
  deleteFile: (name: string) => `${name} dosyasını sil`,
  confirmTitle: 'Dosyayı sil',
  confirmQuestion: (name: string) => `“${name}” kalıcı olarak silinsin mi?`,
  cancel: 'Vazgeç',
  deleted: (name: string) => `“${name}” silindi.`,
  failed: 'Dosya silinemedi',
  inUseTitle: (name: string) => `“${name}” kullanımda`,
  inUseList: 'Kullanıldığı yerler',
  close: 'Kapat',
  place: {
    product: 'Ürün',
    theme: 'Tema',
    'theme-settings': 'Tema',
    page: 'Sayfa',
    'general-settings': 'Genel Ayarlar',
  } satisfies Record<MediaUseType, string> as Record<string, string>,
} as const;
