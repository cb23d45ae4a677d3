import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CHAT_UPLOAD_TEXTS, REALTIME_EVENTS, type ChatMessage, type LiveChatStatus } from '@shop/shared';
import ChatDialog from '../../src/storefront/live-chat/ChatDialog';
import { storeChat } from '../../src/storefront/live-chat/chat-session';

vi.mock('../../src/storefront/account/session', () => ({ signedInIdToken: vi.fn(async () => undefined) }));

const STATUS: LiveChatStatus = { enabled: true, withinHours: true, greeting: '', offlineMessage: '', maxWaitMinutes: 5 };
const CHAT = { conversationId: 'c1', visitorKey: 'anahtar-123', name: 'Deniz' };
const AT = '2026-11-28T08:00:00.000Z';
const IMAGE = '/media/chat/c1/9b2f6a3e-2c1d-4f7a-9d7e-3c1b2a4d5e6f.png';

/** The socket the dialog opens: open at once, keeping what the dialog sends. */
class FakeSocket {
  static OPEN = 1;
  static CLOSED = 3;
  static last: FakeSocket | undefined;
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  /** The server pushing a message to the visitor. */
  push(message: ChatMessage) {
    this.onmessage?.({ data: JSON.stringify({ action: REALTIME_EVENTS.chatMessage, data: message }) });
  }
}

interface Request {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}
let requests: Request[] = [];
/** The storefront's answers, by path; the completion's answer may be replaced per test. */
let completeAnswer: () => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  sessionStorage.clear();
  storeChat(CHAT);
  completeAnswer = () => json(200, { imageUrl: IMAGE });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = input;
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      if (url === '/config.json') return json(200, { webSocketUrl: 'ws://localhost/socket' });
      if (url === '/api/storefront/live-chat/ticket')
        return json(201, {
          ticket: 't1',
          expiresAt: AT,
          visitorKey: CHAT.visitorKey,
          conversation: { id: 'c1', status: 'open', visitorName: 'Deniz' },
          messages: [],
        });
      if (url === '/api/storefront/live-chat/uploads')
        return json(201, {
          uploadId: '9b2f6a3e-2c1d-4f7a-9d7e-3c1b2a4d5e6f',
          uploadUrl: 'https://bucket.test/put',
          headers: { 'content-type': 'image/png' },
        });
      if (url === 'https://bucket.test/put') return new Response(null, { status: 200 });
      if (url.endsWith('/complete')) return completeAnswer();
      return json(404, {});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const openDialog = async () => {
  render(<ChatDialog status={STATUS} onClose={vi.fn()} />);
  const button = await screen.findByRole('button', { name: 'Fotoğraf ekle' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
};
const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'kargo.png', { type: 'image/png' });

describe('storefront chat: a photo', () => {
  it('is uploaded for its own conversation, completed and sent with chat:send; the pushed message shows the image', async () => {
    const button = await openDialog();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');

    choose(png());
    await waitFor(() => expect(FakeSocket.last?.sent).toContainEqual({ action: 'chat:send', data: { imageUrl: IMAGE } }));
    const proof = { conversationId: 'c1', visitorKey: 'anahtar-123' };
    expect(requests.filter((r) => r.method !== 'GET' && r.url !== '/api/storefront/live-chat/ticket').map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/storefront/live-chat/uploads', { ...proof, contentType: 'image/png', size: 8 }],
      ['PUT', 'https://bucket.test/put', expect.any(File)],
      ['POST', '/api/storefront/live-chat/uploads/9b2f6a3e-2c1d-4f7a-9d7e-3c1b2a4d5e6f/complete', proof],
    ]);

    act(() =>
      FakeSocket.last?.push({ id: 'm1', conversationId: 'c1', sender: 'visitor', senderName: 'Deniz', text: '', imageUrl: IMAGE, createdAt: AT }),
    );
    const image = within(screen.getByRole('log', { name: 'Sohbet mesajları' })).getByRole('img', { name: 'Görsel' });
    expect(image.getAttribute('src')).toBe(IMAGE);
  });

  it('refuses another type or a file over 5 MB before asking the server', async () => {
    await openDialog();
    choose(new File(['GIF89a'], 'hareketli.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_UPLOAD_TEXTS.wrongType);
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'buyuk.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CHAT_UPLOAD_TEXTS.tooLarge));
    expect(requests.some((r) => r.url.includes('/uploads'))).toBe(false);
  });

  it("shows the server's refusal and sends nothing", async () => {
    completeAnswer = () => json(400, { error: 'BadRequest', message: CHAT_UPLOAD_TEXTS.notOfType });
    await openDialog();
    choose(png());
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_UPLOAD_TEXTS.notOfType);
    expect(FakeSocket.last?.sent.filter((m) => (m as { action: string }).action === 'chat:send')).toEqual([]);
  });
});
