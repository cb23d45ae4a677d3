import {
  ANNOUNCEMENT_GAPS,
  DEFAULT_ANNOUNCEMENT_GAP,
  DEFAULT_MARQUEE_SCROLL_SPEED,
  INNER_GAPS,
  MARQUEE_DIRECTIONS,
  MARQUEE_FONT_SIZE,
  MARQUEE_MARGINS,
  MARQUEE_SCROLL_SPEEDS,
  MESSAGES,
  announcementSchema,
  type MarqueeSettings,
} from '@shop/shared';
import { FONT_FAMILY_OPTIONS } from '../kit/common-options';
import { defineEditor, fieldsFor, optionsOf, plainOptions, section } from '../kit/field-builders';
import { EDITOR_TEXTS as T } from '../texts';

type Announcement = MarqueeSettings['announcements'][number];

const f = fieldsFor<MarqueeSettings>();
const item = fieldsFor<Announcement>();

/** Kayan Duyuru Bandı: announcements, appearance, animation, spacing (component editors §3, §9). */
export const fields = defineEditor('MARQUEE', [
  section('Duyurular', [
    f.items('announcements', 'Duyurular', {
      fields: [item.textarea('text', 'Duyuru metni', { rows: 2 })],
      schema: announcementSchema,
      emptyDraft: () => ({ text: '' }),
      itemTitle: (a) => a.text,
      addLabel: 'Duyuru ekle',
      emptyText: 'Henüz duyuru eklenmemiş.',
      dialogTitle: { add: 'Duyuru ekle', edit: 'Duyuruyu düzenle' },
      invalidSeverity: 'error',
      messages: { saveFailed: MESSAGES.errors.announcementSave, missing: 'Düzenlenecek duyuru bulunamadı' },
    }),
  ]),
  section('Görünüm', [
    f.color('backgroundColor', 'Arka plan rengi'),
    f.color('textColor', 'Yazı rengi'),
    f.number('fontSize', T.kit.fontSize, {
      min: MARQUEE_FONT_SIZE.min,
      max: MARQUEE_FONT_SIZE.max,
      suffix: T.kit.px,
      help: `${MARQUEE_FONT_SIZE.min}–${MARQUEE_FONT_SIZE.max} px; önerilen ${MARQUEE_FONT_SIZE.recommended} px.`,
    }),
    f.select('fontFamily', T.kit.fontFamily, FONT_FAMILY_OPTIONS),
  ]),
  section('Animasyon', [
    f.select('scrollSpeed', 'Kayma hızı', plainOptions(MARQUEE_SCROLL_SPEEDS, ' px/sn', DEFAULT_MARQUEE_SCROLL_SPEED, ' (varsayılan)')),
    f.select('direction', 'Yön', optionsOf(MARQUEE_DIRECTIONS, { left: 'Sola', right: 'Sağa' }), { segmented: true }),
    f.switch('hoverPause', 'Üzerine gelince durdur'),
    f.switch('gradient', 'Kenarları soldur'),
  ]),
  section('Boşluklar', [
    f.margins('topMargin', 'bottomMargin', 'Dış boşluklar', { choices: MARQUEE_MARGINS }),
    f.select('announcementGap', 'Duyurular arası boşluk', plainOptions(ANNOUNCEMENT_GAPS, T.kit.px, DEFAULT_ANNOUNCEMENT_GAP, ' (varsayılan)')),
    f.select('innerGap', 'İç boşluk', plainOptions(INNER_GAPS, T.kit.px)),
  ]),
]);
