import {
  mayEditContentSection,
  PRODUCT_CONTENT_SECTION_LABELS,
  PRODUCT_CONTENT_SECTIONS,
  type ProductContent,
  type ProductContentSave,
  type ProductContentSection,
} from '@shop/shared';
import { isBlankRichText, sanitizeRichText } from './rich-text';

/** The sections a save sends that the caller's roles do not hold (each needs its own permission). */
export const sectionsNotHeld = (groups: readonly string[], body: ProductContentSave): ProductContentSection[] =>
  PRODUCT_CONTENT_SECTIONS.filter((section) => body[section] !== undefined && !mayEditContentSection(groups, section));

export const sectionNames = (sections: readonly ProductContentSection[]): string => sections.map((s) => PRODUCT_CONTENT_SECTION_LABELS[s]).join(', ');

/** The stored content with the sent sections replaced; the description sanitised (blank: empty). */
export const mergeContent = (stored: ProductContent, body: ProductContentSave): ProductContent => {
  const description = body.description === undefined ? stored.description : sanitizeRichText(body.description);
  return {
    description: isBlankRichText(description) ? '' : description,
    specs: body.specs ?? stored.specs,
    faq: body.faq ?? stored.faq,
    cta: body.cta === undefined ? stored.cta : body.cta,
  };
};

/** What the storefront serves: the description sanitised again (rules may have tightened since it was stored). */
export const servedContent = (content: ProductContent): ProductContent => ({ ...content, description: sanitizeRichText(content.description) });
