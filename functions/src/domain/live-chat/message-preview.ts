import type { ChatMessage } from '@shop/shared';

const PREVIEW_CHARS = 120;

/** The list row's last line: the text on one line, cut; an image says so. */
export const messagePreview = (message: Pick<ChatMessage, 'text' | 'imageUrl'>): string => {
  if (message.imageUrl && message.text === '') return '[Görsel]';
  const line = message.text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
};
