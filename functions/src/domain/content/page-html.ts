import sanitizeHtml from 'sanitize-html';
import { FORM_BLOCK_ATTRIBUTE, FORM_ID_PATTERN } from '@shop/shared';
import { RICH_TEXT_OPTIONS, RICH_TEXT_TAGS } from './rich-text';

/*
 * A content page's body: the rich-text editor's headings, paragraphs, emphasis, lists, links,
 * images and tables, and the form blocks a page may hold (`<div data-shop-form="ID"></div>`),
 * nothing else. sanitize-html's allow-list drops scripts, styles, iframes, SVG, event handlers
 * and every attribute not listed; links keep only safe schemes, images only site paths or https.
 */

/** Quill 2's table cells name their row (`data-row="row-ab12"`), which it needs to read a table back. */
const TABLE_ROW_ID = /^row-[a-z0-9]{1,16}$/;

const formIdOf = (attribs: sanitizeHtml.Attributes): string | undefined => {
  const id = attribs[FORM_BLOCK_ATTRIBUTE];
  return id !== undefined && FORM_ID_PATTERN.test(id) ? id : undefined;
};

/** The product content's allow-list (rich-text.ts), plus Quill's table row names, list kinds checked, and form blocks. */
const OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedTags: [...RICH_TEXT_TAGS, 'div'],
  allowedAttributes: {
    ...RICH_TEXT_OPTIONS.allowedAttributes,
    td: ['colspan', 'rowspan', 'data-row'],
    div: [FORM_BLOCK_ATTRIBUTE],
  },
  transformTags: {
    ...RICH_TEXT_OPTIONS.transformTags,
    // The page's h1 is its title.
    h1: 'h2',
    td: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => name !== 'data-row' || TABLE_ROW_ID.test(value))),
    }),
    li: (tagName, attribs): sanitizeHtml.Tag => {
      const kind = attribs['data-list'];
      return { tagName, attribs: kind === 'ordered' || kind === 'bullet' ? { 'data-list': kind } : {} };
    },
    // A div is a form block with a well-formed id, and nothing else: any other div becomes a paragraph.
    div: (_tagName, attribs): sanitizeHtml.Tag => {
      const id = formIdOf(attribs);
      return id ? { tagName: 'div', attribs: { [FORM_BLOCK_ATTRIBUTE]: id } } : { tagName: 'p', attribs: {} };
    },
  },
};

/** A form block as sanitize-html writes it, with whatever it was given inside. */
const FILLED_FORM_BLOCK = new RegExp(`<div ${FORM_BLOCK_ATTRIBUTE}="([A-Za-z0-9_-]{1,64})">[\\s\\S]*?</div>`, 'g');

/**
 * The body as it is stored and served. A form block is emptied (the form is drawn there, nothing
 * else); the second pass closes what emptying a nested block left unbalanced, so the result is
 * stable: sanitising it again changes nothing.
 */
export const sanitizePageHtml = (html: string): string => {
  const once = sanitizeHtml(html, OPTIONS).replace(FILLED_FORM_BLOCK, `<div ${FORM_BLOCK_ATTRIBUTE}="$1"></div>`);
  return sanitizeHtml(once, OPTIONS).trim();
};

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/**
 * The body as plain text (checkout's contract dialog shows text): a line per paragraph, heading
 * and list item (items marked "- "), table cells apart by tabs; form blocks and images dropped.
 */
export const pageHtmlToText = (html: string): string => {
  const marked = sanitizePageHtml(html)
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<li[^>]*>/g, '- ')
    .replace(/<\/(p|h2|h3|h4|li|tr|blockquote)>/g, '$&\n')
    .replace(/<\/(td|th)>/g, '$&\t');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(lt|gt|quot|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};
