import { describe, expect, it } from 'vitest';
import { chatSegments } from '../src/text/chat-links';

describe('chat links', () => {
  it('makes http(s) addresses links and leaves the rest text', () => {
    expect(chatSegments('Bakın: https://ornek.com/urun?id=1. Teşekkürler')).toEqual([
      { kind: 'text', text: 'Bakın: ' },
      { kind: 'link', text: 'https://ornek.com/urun?id=1', href: 'https://ornek.com/urun?id=1' },
      { kind: 'text', text: '. Teşekkürler' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    'vbscript:msgbox(1)',
    'ftp://ornek.com/dosya',
  ])('never makes %s a link', (text) => {
    expect(chatSegments(text).every((s) => s.kind === 'text')).toBe(true);
    expect(
      chatSegments(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('keeps a quote or an angle bracket out of the link', () => {
    const segments = chatSegments('http://x.test/"><script>alert(1)</script>');
    expect(segments[0]).toEqual({ kind: 'link', text: 'http://x.test/', href: 'http://x.test/' });
    expect(segments.map((s) => s.text).join('')).toBe('http://x.test/"><script>alert(1)</script>');
  });
});
