import { FONT_WEIGHTS, NEWSLETTER_MARGIN, TEXT_STYLE_FONT_SIZE_RANGE, type NewsletterSettings } from '@shop/shared';
import { imageBlockSections } from '../kit/image-block-sections';
import { defineEditor, fieldsFor, section } from '../kit/field-builders';

const f = fieldsFor<NewsletterSettings>();

const style = (key: 'titleStyle' | 'descriptionStyle' | 'bottomTextStyle', label: string) =>
  f.textStyle(key, label, { weights: FONT_WEIGHTS, sizes: TEXT_STYLE_FONT_SIZE_RANGE });

const block = imageBlockSections(NEWSLETTER_MARGIN);

/** Bülten: the texts of the signup box, its image, layout, text styles and colours. */
export const fields = defineEditor('NEWSLETTER', [
  section('İçerik', [
    f.text('title', 'Başlık'),
    f.textarea('description', 'Açıklama'),
    f.textarea('bottomText', 'Alt metin', { rows: 2, help: 'Formun altında küçük yazıyla görünür (ör. aydınlatma metni).' }),
  ]),
  block.image,
  section('Yazı stilleri', [
    style('titleStyle', 'Başlık yazısı'),
    style('descriptionStyle', 'Açıklama yazısı'),
    style('bottomTextStyle', 'Alt metin yazısı'),
  ]),
  block.appearance,
]);
