/**
 * A chat message cut into plain text and links, for the admin and the storefront to render as
 * text nodes and anchors (never HTML). Only http(s) addresses become links; a trailing
 * punctuation mark stays text ("bakın: https://ornek.com." links without the dot).
 */
export type ChatSegment = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly text: string; readonly href: string };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** rel of every chat link: no window.opener, no referrer, no endorsement. */
export const CHAT_LINK_REL = 'noopener noreferrer nofollow';

export const chatSegments = (text: string): ChatSegment[] => {
  const segments: ChatSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    // The match starts with http:// or https:// and holds no space, quote or angle bracket: safe as an href as it is.
    const raw = match[0].replace(TRAILING, '');
    if (/^https?:\/\/$/i.test(raw)) continue;
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: raw, href: raw });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
};
