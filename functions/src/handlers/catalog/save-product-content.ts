import { API_ROUTES, MESSAGES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { mergeContent, sectionNames, sectionsNotHeld } from '../../domain/content/product-content';
import { apiHandler } from '../../http/api-handler';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getProductContent, saveProductContent } from '../../repositories/product-content-repository';
import { getProduct } from '../../repositories/product-repository';
import { PRODUCT_CONTENT_TEXTS } from './product-content-texts';

export const handler = apiHandler(API_ROUTES.saveProductContent, async ({ params: { id }, body, caller }) => {
  // A section the caller's role does not hold is refused before anything is read or written.
  const refused = sectionsNotHeld(caller.groups, body);
  if (refused.length > 0) throw new HttpError(403, { error: 'Forbidden', message: PRODUCT_CONTENT_TEXTS.sectionNotHeld(sectionNames(refused)) });
  const [product, stored] = await Promise.all([getProduct(id), getProductContent(id)]);
  if (!product) throw notFound(MESSAGES.api.productNotFound);
  if (stored.version !== body.baseVersion) throw conflict(PRODUCT_CONTENT_TEXTS.stale);
  const content = mergeContent(stored.content, body);
  const sent = (['description', 'specs', 'faq', 'cta'] as const).filter((s) => body[s] !== undefined);
  const audit = auditEntry(
    caller,
    API_ROUTES.saveProductContent,
    'product-content.saved',
    { type: 'product', id, name: product.name },
    `${sectionNames(sent)} kaydedildi.`,
  );
  const result = await saveProductContent(id, content, body.baseVersion, audit);
  if (result.status === 'stale') throw conflict(PRODUCT_CONTENT_TEXTS.stale);
  return ok({ ...content, productId: id, productName: product.name, version: result.version });
});
