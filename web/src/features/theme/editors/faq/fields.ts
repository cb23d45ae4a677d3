import { FAQ_FONT_WEIGHTS, FAQ_MARGIN, MESSAGES, TEXT_STYLE_FONT_SIZE_RANGE, faqItemSchema, type FaqSettings } from '@shop/shared';
import { imageBlockSections } from '../kit/image-block-sections';
import { defineEditor, fieldsFor, section } from '../kit/field-builders';
import { truncateTitle } from '../items/item-order';
import { EDITOR_TEXTS as T } from '../texts';

type FaqItem = FaqSettings['faqItems'][number];

const f = fieldsFor<FaqSettings>();
const item = fieldsFor<FaqItem>();

/** The spec: list titles are cut to 8 characters plus an ellipsis; an empty question shows "Boş Soru". */
export const FAQ_TITLE_LENGTH = 8;
export const faqItemTitle = (faq: FaqItem) => truncateTitle(faq.question, FAQ_TITLE_LENGTH, MESSAGES.empty.faqQuestion);

const style = (key: 'titleStyle' | 'questionStyle' | 'answerStyle', label: string) =>
  f.textStyle(key, label, { weights: FAQ_FONT_WEIGHTS, sizes: TEXT_STYLE_FONT_SIZE_RANGE });

const block = imageBlockSections(FAQ_MARGIN);

/** Sıkça Sorulan Sorular: questions and answers, title, image, layout, text styles, colours. */
export const fields = defineEditor('FAQ', [
  section('Sorular', [
    f.items('faqItems', 'Sorular', {
      fields: [item.textarea('question', 'Soru', { rows: 2 }), item.textarea('answer', 'Cevap', { rows: 4 })],
      // The spec trims question and answer before it checks them.
      schema: faqItemSchema.transform((faq) => ({ ...faq, question: faq.question.trim(), answer: faq.answer.trim() })),
      emptyDraft: () => ({ question: '', answer: '' }),
      itemTitle: faqItemTitle,
      addLabel: 'Soru ekle',
      emptyText: 'Henüz soru eklenmemiş.',
      maxHeightPx: 200,
      dialogTitle: { add: 'Soru ekle', edit: 'Soruyu düzenle' },
      invalidSeverity: 'warn',
      messages: { saveFailed: MESSAGES.errors.faqAdd, missing: MESSAGES.errors.faqItemMissing },
      removeConfirm: (faq) => `"${faqItemTitle(faq)}" sorusu silinsin mi? ${T.items.undoHint}`,
    }),
  ]),
  section('Başlık', [f.switch('showTitle', 'Başlığı göster'), f.text('title', 'Başlık', { visible: (d) => d.showTitle })]),
  block.image,
  section('Yazı stilleri', [style('titleStyle', 'Başlık yazısı'), style('questionStyle', 'Soru yazısı'), style('answerStyle', 'Cevap yazısı')]),
  block.appearance,
]);
