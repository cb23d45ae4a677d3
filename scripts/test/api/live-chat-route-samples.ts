import { randomUUID } from 'node:crypto';
import { DEFAULT_LIVE_CHAT_SETTINGS, type LiveChatSettings } from '@shop/shared';
import { putLiveChatSettings } from '@shop/functions/repositories/live-chat-settings-repository';
import { putLiveSupportSettings } from '@shop/functions/repositories/settings-repository';
import { call } from '../runtime-client';

/** Every day 00:00–23:59: round the clock (23:59 runs to midnight), so a test never meets closing time. */
export const ROUND_THE_CLOCK = Object.fromEntries(
  Object.keys(DEFAULT_LIVE_CHAT_SETTINGS.hours).map((day) => [day, { open: true, from: '00:00', to: '23:59' }]),
) as LiveChatSettings['hours'];

/**
 * A conversation starts only while live support is on and within its hours: switched on round the
 * clock, straight in the table (the caller's runtime table), so no audit entry of it meets the tests.
 */
export const openLiveSupport = async (): Promise<void> => {
  await Promise.all([
    putLiveSupportSettings({ customerSupportEnabled: true }, 'test'),
    putLiveChatSettings({ ...DEFAULT_LIVE_CHAT_SETTINGS, hours: ROUND_THE_CLOCK }, 'test'),
  ]);
};

let n = 0;
/** 127.47.x.y: a visitor address of its own per ticket, so the per-client ticket limit never meets another sample's. */
export const chatVisitor = () => `127.47.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

/** A conversation a visitor started through the public ticket route (with an e-mail, for the transcript). */
export const startedConversation = async (name = 'Matris Ziyaretçi'): Promise<string> => {
  await openLiveSupport();
  const res = await call('/api/storefront/live-chat/ticket', {
    method: 'POST',
    body: { name, email: 'ziyaretci@example.com', currentPage: '/' },
    from: chatVisitor(),
  });
  if (res.status !== 201) throw new Error(`chat ticket failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.conversation.id as string;
};

/** A visitor's own conversation and its key (what a photo upload is authorised by), started like the above. */
export const startedVisitor = async (name = 'Fotoğraflı Ziyaretçi'): Promise<{ conversationId: string; visitorKey: string }> => {
  await openLiveSupport();
  const res = await call('/api/storefront/live-chat/ticket', { method: 'POST', body: { name, currentPage: '/' }, from: chatVisitor() });
  if (res.status !== 201) throw new Error(`chat ticket failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { conversationId: res.body.conversation.id as string, visitorKey: res.body.visitorKey as string };
};

/** The smallest bytes that start like a PNG (the completion checks the signature only). */
export const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);

/** A visitor's photo upload asked for and PUT, not yet completed. */
export const uploadedChatPhoto = async (
  visitor: { conversationId: string; visitorKey: string },
  bytes: Uint8Array<ArrayBuffer> = PNG_BYTES,
  contentType = 'image/png',
): Promise<string> => {
  const res = await call('/api/storefront/live-chat/uploads', {
    method: 'POST',
    body: { ...visitor, contentType, size: bytes.length },
    from: chatVisitor(),
  });
  if (res.status !== 201) throw new Error(`chat upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  const put = await fetch(res.body.uploadUrl as string, { method: 'PUT', headers: res.body.headers as Record<string, string>, body: bytes });
  if (!put.ok) throw new Error(`chat photo PUT failed: ${put.status}`);
  return res.body.uploadId as string;
};

let photoVisitor: ReturnType<typeof startedVisitor> | undefined;

let shared: Promise<string> | undefined;
/** One conversation for the samples that read it or add to it (never closed). */
const sharedConversation = () => (shared ??= startedConversation('Matris okuma'));

const conversationPath = async (suffix = '') => `/api/admin/live-support/conversations/${await sharedConversation()}${suffix}`;

/** Valid requests for live chat's routes (the route matrix's samples). */
export const LIVE_CHAT_ROUTE_SAMPLES = {
  listConversations: async () => ({ path: '/api/admin/live-support/conversations?status=waiting' }),
  getConversation: async () => ({ path: await conversationPath() }),
  markConversationRead: async () => ({ path: await conversationPath('/read'), method: 'POST' }),
  replyToConversation: async () => ({
    path: await conversationPath('/messages'),
    method: 'POST',
    body: { text: 'Merhaba, nasıl yardımcı olabilirim?', clientMessageId: randomUUID() },
  }),
  agentTyping: async () => ({ path: await conversationPath('/typing'), method: 'POST', body: { typing: true } }),
  assignConversation: async () => ({ path: await conversationPath('/assign'), method: 'POST', body: {} }),
  // Closing is once per conversation: a new one each time.
  closeConversation: async () => ({ path: `/api/admin/live-support/conversations/${await startedConversation()}/close`, method: 'POST' }),
  sendChatCampaignCode: async () => {
    const made = await call('/api/admin/campaign/code', {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { discountType: 'PERCENTAGE', discountValue: 10 },
    });
    return {
      path: await conversationPath('/campaign-code'),
      method: 'POST',
      body: { code: String(made.body.data.code), clientMessageId: randomUUID() },
    };
  },
  emailChatTranscript: async () => ({ path: await conversationPath('/transcript'), method: 'POST' }),
  getLiveChatSettings: async () => ({ path: '/api/admin/live-support/chat-settings' }),
  saveLiveChatSettings: async () => ({
    path: '/api/admin/live-support/chat-settings',
    method: 'POST',
    body: (await call('/api/admin/live-support/chat-settings', { as: 'SUPER_ADMIN' })).body.data,
  }),
  liveChatStatus: async () => ({ path: '/api/storefront/live-chat/status' }),
  createVisitorTicket: async () => {
    await openLiveSupport();
    return { path: '/api/storefront/live-chat/ticket', method: 'POST', body: { name: 'Matris' }, from: chatVisitor() };
  },
  createChatUpload: async () => ({
    path: '/api/storefront/live-chat/uploads',
    method: 'POST',
    body: { ...(await (photoVisitor ??= startedVisitor())), contentType: 'image/jpeg', size: 1024 },
    from: chatVisitor(),
  }),
  completeChatUpload: async () => {
    const visitor = await (photoVisitor ??= startedVisitor());
    return {
      path: `/api/storefront/live-chat/uploads/${await uploadedChatPhoto(visitor)}/complete`,
      method: 'POST',
      body: visitor,
      from: chatVisitor(),
    };
  },
  createShopperChatTicket: async () => {
    await openLiveSupport();
    return { path: '/api/storefront/account/live-chat/ticket', method: 'POST', body: { name: 'Matris' } };
  },
};
