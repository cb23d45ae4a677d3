import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, Conversation } from '@shop/shared';
import LiveChatPage from '../../../src/features/support/live-chat/LiveChatPage';
import { uploadSteps } from '../../../src/widgets/media-picker/media-api';
import { answerApi, renderPage } from '../../widgets/data-page/harness';
import { libraryMedia } from '../content/media/library-media';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/widgets/media-picker/media-api', () => ({ uploadSteps: { createUpload: vi.fn(), put: vi.fn(), complete: vi.fn() } }));
vi.mock('../../../src/ui/toast');

const AT = '2026-11-28T08:00:00.000Z';
const conversation: Conversation = {
  id: 'c1',
  status: 'waiting',
  visitorName: 'Deniz',
  unreadForAgents: 0,
  unreadForVisitor: 0,
  lastMessagePreview: 'Merhaba',
  createdAt: AT,
  lastMessageAt: AT,
};
const LIBRARY = [libraryMedia('m1', 'beden-tablosu.png'), libraryMedia('m2', 'kargo.png')];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The page's calls; a reply answers with the image message it was given. */
const serve = (shown: Conversation = conversation) =>
  answerApi(({ id, request }) => {
    switch (id) {
      case 'listConversations':
        return { data: [shown] };
      case 'listSupportAgents':
        return { data: [] };
      case 'getConversation':
        return { data: { conversation: shown, messages: [] } };
      case 'listMedia':
        return { data: LIBRARY };
      case 'replyToConversation': {
        const body = request.body as { imageUrl: string };
        const message: ChatMessage = {
          id: 'msg-1',
          conversationId: 'c1',
          sender: 'agent',
          senderName: 'Ayşe Yılmaz',
          text: '',
          imageUrl: body.imageUrl,
          createdAt: AT,
        };
        return { data: message };
      }
      default:
        throw new Error(`unexpected call ${id}`);
    }
  });

const openConversation = async () => {
  renderPage(<LiveChatPage />, { path: '/admin/live-support', groups: ['CUSTOMER_SERVICE'] });
  fireEvent.click(await screen.findByRole('button', { name: /Deniz/ }));
  return screen.findByRole('button', { name: 'Görsel gönder' });
};

const sentReplies = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.id === 'replyToConversation').map((c) => c.request);

describe('Aktif Sohbetler: sending an image', () => {
  beforeEach(() => vi.resetAllMocks());

  it('picks a library image and sends its path with a client message id; the image shows in the log', async () => {
    const calls = serve();
    fireEvent.click(await openConversation());
    const dialog = await screen.findByRole('dialog', { name: 'Görsel gönder' });
    expect(calls.find((c) => c.id === 'listMedia')?.request.query).toMatchObject({ type: 'IMAGE' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'kargo.png' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seç' }));

    await waitFor(() => expect(sentReplies(calls)).toHaveLength(1));
    const [sent] = sentReplies(calls);
    expect(sent?.params).toEqual({ id: 'c1' });
    expect(sent?.body).toEqual({ imageUrl: '/media/m2/kargo.png', clientMessageId: expect.stringMatching(UUID) as string });

    const log = screen.getByRole('log', { name: 'Mesajlar' });
    const image = await within(log).findByRole('img', { name: 'Görsel' });
    expect(image.getAttribute('src')).toBe('/media/m2/kargo.png');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Görsel gönder' })).toBeNull());
  });

  it('uploads a new file in the picker and sends the uploaded image', async () => {
    const calls = serve();
    const uploaded = libraryMedia('m9', 'iade-etiketi.png');
    vi.mocked(uploadSteps.createUpload).mockResolvedValue({
      media: { ...uploaded, status: 'PENDING' },
      uploadUrl: 'https://s3.test/put',
      headers: {},
    });
    vi.mocked(uploadSteps.put).mockResolvedValue();
    vi.mocked(uploadSteps.complete).mockResolvedValue(uploaded);

    fireEvent.click(await openConversation());
    const dialog = await screen.findByRole('dialog', { name: 'Görsel gönder' });
    await within(dialog).findByRole('button', { name: 'kargo.png' });
    const input = dialog.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'iade-etiketi.png', { type: 'image/png' })] } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'iade-etiketi.png' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seç' }));

    await waitFor(() => expect(sentReplies(calls)).toHaveLength(1));
    expect(sentReplies(calls)[0]?.body).toMatchObject({ imageUrl: '/media/m9/iade-etiketi.png' });
    expect(await within(screen.getByRole('log', { name: 'Mesajlar' })).findByRole('img', { name: 'Görsel' })).toBeTruthy();
  });

  it('is a focusable button', async () => {
    serve();
    const button = await openConversation();
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('is off in a resolved conversation', async () => {
    serve({ ...conversation, status: 'resolved' });
    expect((await openConversation()).hasAttribute('disabled')).toBe(true);
  });
});
