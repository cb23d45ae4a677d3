import { describe, expect, it } from 'vitest';
import { chatSendSchema, visitorTicketRequestSchema } from '../src/entities/live-chat';

describe("a visitor's page (chat:send and the ticket route)", () => {
  it.each(['/', '/product/keten-gomlek', '/kategori/erkek?sayfa=2'])('takes the site path %s', (page) => {
    expect(chatSendSchema.safeParse({ text: 'Merhaba', page }).success).toBe(true);
    expect(visitorTicketRequestSchema.safeParse({ name: 'Ayşe', currentPage: page }).success).toBe(true);
  });

  it.each(['https://evil.example/kampanya', 'http://localhost/', '//evil.example/x', 'javascript:alert(1)', 'product/x', '/\\evil.example'])(
    'refuses %s: another host, a scheme or no leading slash',
    (page) => {
      expect(chatSendSchema.safeParse({ text: 'Merhaba', page }).success).toBe(false);
      expect(visitorTicketRequestSchema.safeParse({ name: 'Ayşe', currentPage: page }).success).toBe(false);
    },
  );
});
