import { createHash, randomBytes } from 'node:crypto';
import { createConversation, type StoredConversation } from '@shop/functions/repositories/live-chat-repository';
import { liveChatSettingsSaved, putLiveChatSettings } from '@shop/functions/repositories/live-chat-settings-repository';
import { DEFAULT_LIVE_CHAT_SETTINGS, type ChatMessage, type LiveChatSettings } from '@shop/shared';

/**
 * Canlı destek's demo (issue 30): support hours a demo is usually looked at in (every day, 09:00–22:00
 * Istanbul), and two conversations: one waiting with a question, one an agent answered and closed.
 * The top bar's switch stays off, as in a new shop: an agent switches it on and the launcher shows.
 */
const DEMO_SETTINGS: LiveChatSettings = {
  ...DEFAULT_LIVE_CHAT_SETTINGS,
  hours: Object.fromEntries(
    Object.keys(DEFAULT_LIVE_CHAT_SETTINGS.hours).map((day) => [day, { open: true, from: '09:00', to: '22:00' }]),
  ) as LiveChatSettings['hours'],
};

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const message = (conversationId: string, n: number, sender: ChatMessage['sender'], senderName: string, text: string, at: string): ChatMessage => ({
  id: `${conversationId}-${n}`,
  conversationId,
  sender,
  senderName,
  text,
  createdAt: at,
});

const conversation = (c: Omit<StoredConversation, 'visitorKeyHash'>): StoredConversation => ({
  ...c,
  // Nobody holds the key of a demo conversation: it cannot be resumed from a browser.
  visitorKeyHash: createHash('sha256').update(randomBytes(24)).digest('base64url'),
});

export const ensureDemoLiveChat = async (now: Date): Promise<void> => {
  if (await liveChatSettingsSaved()) return;
  await putLiveChatSettings(DEMO_SETTINGS, 'seed');
  const waitingId = 'demo-chat-bekleyen';
  const waitingAt = minutesAgo(now, 4);
  await createConversation(
    conversation({
      id: waitingId,
      status: 'waiting',
      visitorName: 'Elif Şahin',
      visitorEmail: 'elif.sahin@example.com',
      currentPage: '/product/organik-pembe-elbise-1',
      unreadForAgents: 2,
      unreadForVisitor: 0,
      lastMessagePreview: 'M bedeni stokta var mı?',
      createdAt: minutesAgo(now, 6),
      lastMessageAt: waitingAt,
    }),
    [
      message(waitingId, 0, 'system', '', DEMO_SETTINGS.greeting, minutesAgo(now, 6)),
      message(waitingId, 1, 'visitor', 'Elif Şahin', 'Merhaba, organik pembe elbiseyi soracaktım.', minutesAgo(now, 5)),
      message(waitingId, 2, 'visitor', 'Elif Şahin', 'M bedeni stokta var mı?', waitingAt),
    ],
    DEMO_SETTINGS.retentionDays,
  );
  const resolvedId = 'demo-chat-cozuldu';
  const resolvedAt = minutesAgo(now, 60 * 26);
  await createConversation(
    conversation({
      id: resolvedId,
      status: 'resolved',
      visitorName: 'Murat Kaya',
      visitorEmail: 'murat.kaya@example.com',
      currentPage: '/sepet',
      assigneeName: 'Destek Ekibi',
      unreadForAgents: 0,
      unreadForVisitor: 0,
      lastMessagePreview: 'Kargonuz yarın teslim edilecek: https://kargo.example.com/takip/123',
      createdAt: minutesAgo(now, 60 * 26 + 10),
      lastMessageAt: resolvedAt,
    }),
    [
      message(resolvedId, 0, 'system', '', DEMO_SETTINGS.greeting, minutesAgo(now, 60 * 26 + 10)),
      message(resolvedId, 1, 'visitor', 'Murat Kaya', 'Siparişim ne zaman gelir? Numarası 1003.', minutesAgo(now, 60 * 26 + 8)),
      message(resolvedId, 2, 'agent', 'Destek Ekibi', 'Kargonuz yarın teslim edilecek: https://kargo.example.com/takip/123', resolvedAt),
    ],
    DEMO_SETTINGS.retentionDays,
  );
};
