/** A piece of a page body: sanitised HTML to show as it is, or the place of a form. */
export type PageBodyPart = { readonly kind: 'html'; readonly html: string } | { readonly kind: 'form'; readonly formId: string };

/**
 * The form blocks exactly as the server writes them (sanitize-html keeps the attribute alone,
 * its value checked, and the div empty), so nothing else in a body can pass for one.
 */
const FORM_BLOCK = /<div data-shop-form="([A-Za-z0-9_-]{1,64})"><\/div>/g;

/**
 * Splits a page body (the server's sanitised HTML) at its form blocks, in order; blank pieces
 * between two blocks are left out.
 */
export const splitPageBody = (html: string): PageBodyPart[] => {
  const parts: PageBodyPart[] = [];
  const pushHtml = (piece: string) => {
    if (piece.trim() !== '') parts.push({ kind: 'html', html: piece });
  };
  let from = 0;
  for (const match of html.matchAll(FORM_BLOCK)) {
    pushHtml(html.slice(from, match.index));
    parts.push({ kind: 'form', formId: match[1] ?? '' });
    from = match.index + match[0].length;
  }
  pushHtml(html.slice(from));
  return parts;
};
