import type { ProductContentSection } from '../entities/product-content';
import { can } from './can';
import type { Permission } from './permissions';

/** Which permission edits which section of a product's content (spec §6: product content, additional info, FAQ, CTA). */
export const PRODUCT_CONTENT_PERMISSIONS: Record<ProductContentSection, Permission> = {
  description: 'product-content:manage',
  specs: 'additional-info:manage',
  faq: 'faq:manage',
  cta: 'cta:manage',
};

/** Who may open a product's content: any one section's holder. */
export const PRODUCT_CONTENT_EDITORS: readonly Permission[] = Object.values(PRODUCT_CONTENT_PERMISSIONS);

export const mayEditContentSection = (groups: readonly string[], section: ProductContentSection): boolean =>
  can(groups, PRODUCT_CONTENT_PERMISSIONS[section]);
