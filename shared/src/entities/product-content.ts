import * as z from 'zod';
import { int, list, object, requiredText, text, urlText, visibleText } from '../schemas/common';

/** Our limits (the spec gives none). */
export const PRODUCT_CONTENT_LIMITS = {
  /** HTML, tags included. */
  description: 50_000,
  specs: 50,
  specKey: 100,
  specValue: 500,
  faq: 30,
  question: 300,
  answer: 3000,
  ctaText: 60,
} as const;

/** One line of Ek bilgiler: `Kumaş: %100 pamuk`. */
export const productSpecSchema = object({
  key: visibleText(undefined, PRODUCT_CONTENT_LIMITS.specKey),
  value: visibleText(undefined, PRODUCT_CONTENT_LIMITS.specValue),
});
export const productFaqSchema = object({
  question: visibleText(undefined, PRODUCT_CONTENT_LIMITS.question),
  answer: visibleText(undefined, PRODUCT_CONTENT_LIMITS.answer),
});
/** A call to action under the price: a button's text and where it goes (safe schemes only). */
export const productCtaSchema = object({
  text: visibleText(undefined, PRODUCT_CONTENT_LIMITS.ctaText),
  link: urlText().pipe(requiredText(undefined, 2048)),
});

/**
 * A product's content, apart from the product: its rich description (HTML, sanitised on the
 * server), Ek bilgiler, SSS and a CTA. Each section belongs to a permission of its own (spec §6),
 * so content roles edit it without touching price, stock or variants.
 */
export const productContentSchema = z.object({
  description: z.string(),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  cta: z.object({ text: z.string(), link: z.string() }).nullable(),
});
export type ProductContent = z.infer<typeof productContentSchema>;
export const EMPTY_PRODUCT_CONTENT: ProductContent = { description: '', specs: [], faq: [], cta: null };

export const productContentAnswerSchema = productContentSchema.extend({
  productId: z.string(),
  productName: z.string(),
  /** 0: never saved. */
  version: z.number().int().min(0),
});
export type ProductContentAnswer = z.infer<typeof productContentAnswerSchema>;

/**
 * POST /api/admin/catalog/product/{id}/content: the sections sent are replaced, the others kept;
 * a section the caller's role does not hold is refused (403) and nothing is written.
 */
export const productContentSaveSchema = object({
  baseVersion: int(0, Number.MAX_SAFE_INTEGER),
  description: text(PRODUCT_CONTENT_LIMITS.description).optional(),
  specs: list(productSpecSchema, PRODUCT_CONTENT_LIMITS.specs).optional(),
  faq: list(productFaqSchema, PRODUCT_CONTENT_LIMITS.faq).optional(),
  cta: productCtaSchema.nullable().optional(),
}).refine((body) => ['description', 'specs', 'faq', 'cta'].some((key) => key in body), {
  error: 'Kaydedilecek bir bölüm gönderilmedi (description, specs, faq ya da cta).',
});
export type ProductContentSave = z.infer<typeof productContentSaveSchema>;
export type ProductContentSection = keyof ProductContent;
export const PRODUCT_CONTENT_SECTIONS = ['description', 'specs', 'faq', 'cta'] as const satisfies readonly ProductContentSection[];
export const PRODUCT_CONTENT_SECTION_LABELS: Record<ProductContentSection, string> = {
  description: 'Ürün açıklaması',
  specs: 'Ek bilgiler',
  faq: 'SSS',
  cta: 'CTA',
};
