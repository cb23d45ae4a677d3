import {
  BLOCK_BORDER_RADII,
  CONTAINER_WIDTHS,
  FONT_WEIGHTS,
  IMAGE_POSITIONS,
  MOBILE_IMAGE_POSITIONS,
  NEWSLETTER_MARGIN,
  TEXT_STYLE_FONT_SIZE_RANGE,
  type NewsletterSettings,
} from '@shop/shared';
import { IMAGE_POSITION_LABELS, MOBILE_IMAGE_POSITION_LABELS } from '../kit/common-options';
import { defineEditor, fieldsFor, optionsOf, plainOptions, section } from '../kit/field-builders';
import { EDITOR_TEXTS as T } from '../texts';

const f = fieldsFor<NewsletterSettings>();

const style = (key: 'titleStyle' | 'descriptionStyle' | 'bottomTextStyle', label: string) =>
  f.textStyle(key, label, { weights: FONT_WEIGHTS, sizes: TEXT_STYLE_FONT_SIZE_RANGE });

/** Bülten: the texts of the signup box, its image, layout, text styles and colours. */
export const fields = defineEditor('NEWSLETTER', [
  section('İçerik', [
    f.text('name', T.kit.name),
    f.text('title', 'Başlık'),
    f.textarea('description', 'Açıklama'),
    f.textarea('bottomText', 'Alt metin', { rows: 2, help: 'Formun altında küçük yazıyla görünür (ör. aydınlatma metni).' }),
  ]),
  section('Görsel', [
    f.media('image', 'Görsel (isteğe bağlı)', ['IMAGE']),
    f.select('imagePosition', 'Masaüstünde görsel', optionsOf(IMAGE_POSITIONS, IMAGE_POSITION_LABELS), {
      segmented: true,
      visible: (d) => d.image !== null,
    }),
    f.select('mobileImagePosition', 'Mobilde görsel', optionsOf(MOBILE_IMAGE_POSITIONS, MOBILE_IMAGE_POSITION_LABELS), {
      segmented: true,
      visible: (d) => d.image !== null,
    }),
  ]),
  section('Yazı stilleri', [
    style('titleStyle', 'Başlık yazısı'),
    style('descriptionStyle', 'Açıklama yazısı'),
    style('bottomTextStyle', 'Alt metin yazısı'),
  ]),
  section('Görünüm', [
    f.select('containerWidth', 'Genişlik', plainOptions(CONTAINER_WIDTHS, '%')),
    f.color('backgroundColor', 'Arka plan rengi'),
    f.color('borderColor', 'Kenarlık rengi'),
    f.select('borderRadius', 'Köşe yuvarlaklığı', plainOptions(BLOCK_BORDER_RADII, T.kit.px)),
    f.margins('topMargin', 'bottomMargin', 'Dış boşluklar', { range: NEWSLETTER_MARGIN }),
  ]),
]);
