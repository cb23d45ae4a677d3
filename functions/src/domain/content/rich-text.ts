import sanitizeHtml from 'sanitize-html';
import { isSafeLink } from '@shop/shared';

/**
 * What a rich-text field may keep: the rich-text editor's headings, paragraphs, emphasis, lists,
 * links, images and tables, nothing else. Scripts, styles, iframes, event handlers and any other
 * attribute are dropped by sanitize-html's allow-list; links keep only safe schemes.
 */
export const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
] as const;

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    // The editor's list kind (Quill 2 writes every list as <ol> with data-list on its items).
    li: ['data-list'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Headings start at h2: the page's h1 is the product's name. A link that opens a new tab cannot reach back.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href && isSafeLink(attribs.href) ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith('/') && !(frame.attribs.src ?? '').startsWith('https://'),
};

/** HTML a shopper's browser may render: sanitised on every write and again when served. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();

/** Whether rich text holds anything a reader would see (an editor's empty `<p><br></p>` does not). */
export const isBlankRichText = (html: string): boolean => sanitizeHtml(html, { allowedTags: ['img'], allowedAttributes: false }).trim() === '';
