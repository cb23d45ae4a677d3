import {
  GENERIC_MARGIN_RANGE,
  MESSAGES,
  VIDEO_ASPECT_RATIOS,
  VIDEO_BORDER_RADII,
  VIDEO_MAX_WIDTHS,
  VIDEO_MAX_WIDTH_PX,
  videoItemSchema,
  type VideoSettings,
} from '@shop/shared';
import { defineEditor, fieldsFor, plainOptions, section } from '../kit/field-builders';
import { EDITOR_TEXTS as T } from '../texts';

type VideoItem = NonNullable<VideoSettings['videoItem']>;

const f = fieldsFor<VideoSettings>();
const item = fieldsFor<VideoItem>();

const maxWidthLabel = (width: (typeof VIDEO_MAX_WIDTHS)[number]) => {
  const px = VIDEO_MAX_WIDTH_PX[width];
  return px === undefined ? 'Tam genişlik' : `${width} · ${px} px`;
};

/** Browsers start a video by itself only when it is muted. */
const AUTOPLAY_NEEDS_MUTED = 'Tarayıcılar sesi açık videoyu kendiliğinden başlatmaz: otomatik oynatma için sessizi de açın.';

/** Video Oynatıcı: one video (add, edit, remove) and how it plays and sits on the page. */
export const fields = defineEditor('VIDEO', [
  section('Video', [
    f.slot('videoItem', 'Video', {
      fields: [item.media('video', 'Video dosyası', ['VIDEO']), item.link('link', 'Bağlantı (isteğe bağlı)')],
      schema: videoItemSchema,
      emptyDraft: () => ({ link: null }),
      describe: (v) => v.video.name || v.video.filePath,
      addLabel: 'Video ekle',
      emptyText: 'Henüz video eklenmemiş.',
      dialogTitle: { add: 'Video ekle', edit: 'Videoyu düzenle' },
      invalidSeverity: 'warn',
      addFailed: MESSAGES.errors.videoAdd,
      added: MESSAGES.success.videoAdded,
      removeConfirmText: `Video kaldırılsın mı? ${T.items.undoHint}`,
      removed: MESSAGES.success.videoRemoved,
    }),
  ]),
  section('Oynatma', [
    f.switch('autoplay', 'Otomatik oynat', { note: (d) => (d.autoplay && !d.muted ? AUTOPLAY_NEEDS_MUTED : undefined) }),
    f.switch('loop', 'Döngü'),
    f.switch('muted', 'Sessiz'),
    f.switch('controls', 'Oynatma kontrolleri'),
  ]),
  section('Görünüm', [
    f.select('aspectRatio', 'En-boy oranı', plainOptions(VIDEO_ASPECT_RATIOS)),
    f.select('borderRadius', 'Köşe yuvarlaklığı', plainOptions(VIDEO_BORDER_RADII, T.kit.px)),
    f.select(
      'maxWidth',
      'En fazla genişlik',
      VIDEO_MAX_WIDTHS.map((width) => ({ value: width, label: maxWidthLabel(width) })),
    ),
    f.margins('topMargin', 'bottomMargin', 'Dış boşluklar', { range: { ...GENERIC_MARGIN_RANGE, step: 4 } }),
  ]),
]);
