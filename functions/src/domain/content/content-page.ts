import { randomUUID } from 'node:crypto';
import { CONTENT_PAGE_LIMITS, pageSlugOf, type ContentPage, type ContentPageSave } from '@shop/shared';
import { invalid } from '../domain-error';
import { sanitizePageHtml } from './page-html';

/** The body as stored: sanitised, and still within the limit (escaping can lengthen it, and the item must stay under 400 KB). */
const storedBody = (html: string): string => {
  const clean = sanitizePageHtml(html);
  if (clean.length > CONTENT_PAGE_LIMITS.bodyHtml)
    throw invalid(
      `bodyHtml: sayfa içeriği temizlendikten sonra en fazla ${CONTENT_PAGE_LIMITS.bodyHtml.toLocaleString('tr-TR')} karakter olabilir.`,
      'bodyHtml',
    );
  return clean;
};

/**
 * The page a save makes: a slug given is kept, else it is made from the title; the body is
 * sanitised here, so what is stored (and served) never holds what the browser sent unchecked.
 * An update keeps the id and creation time and moves to the next version.
 */
export const pageFromSave = (body: ContentPageSave, previous: ContentPage | undefined, now: Date): ContentPage => ({
  id: previous?.id ?? randomUUID(),
  title: body.title,
  slug: body.slug || pageSlugOf(body.title),
  categoryId: body.categoryId,
  bodyHtml: storedBody(body.bodyHtml),
  seoTitle: body.seoTitle,
  seoDescription: body.seoDescription,
  status: body.status,
  publishAt: body.publishAt === null ? null : new Date(body.publishAt).toISOString(),
  version: (previous?.version ?? 0) + 1,
  createdAt: previous?.createdAt ?? now.toISOString(),
  updatedAt: now.toISOString(),
});

/** Whether a search matches the page: its title or slug, Turkish case folded. */
export const pageMatches = (page: Pick<ContentPage, 'title' | 'slug'>, q: string | undefined): boolean => {
  if (!q) return true;
  const needle = q.toLocaleLowerCase('tr');
  return page.title.toLocaleLowerCase('tr').includes(needle) || page.slug.includes(needle);
};
