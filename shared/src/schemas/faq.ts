import * as z from 'zod';
import {
  BLOCK_BORDER_RADII,
  CONTAINER_WIDTHS,
  DEFAULT_CONTAINER_WIDTH,
  FAQ_FONT_WEIGHTS,
  FAQ_MARGIN,
  FIELD_LIMITS,
  IMAGE_POSITIONS,
  MOBILE_IMAGE_POSITIONS,
  TEXT_STYLE_FONT_SIZE_RANGE,
} from '../constants';
import { MESSAGES } from '../messages';
import {
  bool,
  cssColor,
  enumOf,
  idSchema,
  itemOrderSchema,
  list,
  marginInRange,
  mediaSchema,
  object,
  oneOf,
  requiredError,
  shortText,
  textStyleSchema,
} from './common';

/** Question and answer must hold something besides whitespace. */
const faqText = (max: number) =>
  z
    .string({ error: requiredError(MESSAGES.validation.faqQuestionAnswerRequired) })
    .max(max)
    .refine((value) => value.trim().length > 0, { error: MESSAGES.validation.faqQuestionAnswerRequired });

export const faqItemSchema = object({
  id: idSchema,
  question: faqText(1000),
  answer: faqText(FIELD_LIMITS.text),
  order: itemOrderSchema,
});

const FAQ_TITLE = 'Sıkça Sorulan Sorular';

const faqTextStyle = (fontSize: number, fontWeight: (typeof FAQ_FONT_WEIGHTS)[number], color: string) =>
  textStyleSchema({ fontSize, fontWeight, color }, FAQ_FONT_WEIGHTS, TEXT_STYLE_FONT_SIZE_RANGE).prefault({});

export const faqSettingsSchema = object({
  name: shortText().default(FAQ_TITLE),
  title: shortText().default(FAQ_TITLE),
  showTitle: bool().default(true),
  faqItems: list(faqItemSchema).default([]),
  image: mediaSchema.nullable().default(null),
  imagePosition: enumOf(IMAGE_POSITIONS).default('left'),
  mobileImagePosition: enumOf(MOBILE_IMAGE_POSITIONS).default('top'),
  containerWidth: oneOf(CONTAINER_WIDTHS).default(DEFAULT_CONTAINER_WIDTH),
  titleStyle: faqTextStyle(32, 600, '#000000'),
  questionStyle: faqTextStyle(18, 500, '#000000'),
  answerStyle: faqTextStyle(16, 400, '#666666'),
  backgroundColor: cssColor().default('#ffffff'),
  borderColor: cssColor().default('#e5e7eb'),
  borderRadius: oneOf(BLOCK_BORDER_RADII).default(8),
  topMargin: marginInRange(FAQ_MARGIN),
  bottomMargin: marginInRange(FAQ_MARGIN),
});
export type FaqSettings = z.infer<typeof faqSettingsSchema>;
export const DEFAULT_FAQ_SETTINGS: FaqSettings = faqSettingsSchema.parse({});
