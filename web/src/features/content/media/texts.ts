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
