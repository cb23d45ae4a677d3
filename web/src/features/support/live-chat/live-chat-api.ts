import type { ChatStatus, LiveChatSettings } from '@shop/shared';
import { apiFetch } from '../../../api/client';

/** Aktif Sohbetler' and Canlı Destek Ayarları' calls. */
export const fetchConversations = (status: ChatStatus) => (signal: AbortSignal) => apiFetch('listConversations', { query: { status }, signal });
export const fetchConversation = (id: string) => (signal: AbortSignal) => apiFetch('getConversation', { params: { id }, signal });
export const fetchAgents = (signal: AbortSignal) => apiFetch('listSupportAgents', { signal });
export const markRead = (id: string) => apiFetch('markConversationRead', { params: { id } });
/** clientMessageId: the browser's id for this message, sent again on a retry so the server keeps it once. */
export const sendReply = (id: string, text: string, clientMessageId: string) =>
  apiFetch('replyToConversation', { params: { id }, body: { text, clientMessageId } });
/** An image from the media library (its /media/ path), with an id like a text reply's. */
export const sendImage = (id: string, imageUrl: string, clientMessageId: string) =>
  apiFetch('replyToConversation', { params: { id }, body: { imageUrl, clientMessageId } });
export const sendTyping = (id: string, typing: boolean) => apiFetch('agentTyping', { params: { id }, body: { typing } });
export const assignTo = (id: string, assigneeSub?: string) =>
  apiFetch('assignConversation', { params: { id }, body: assigneeSub === undefined ? {} : { assigneeSub } });
export const closeConversation = (id: string) => apiFetch('closeConversation', { params: { id } });
export const sendCode = (id: string, code: string, clientMessageId: string) =>
  apiFetch('sendChatCampaignCode', { params: { id }, body: { code, clientMessageId } });
export const emailTranscript = (id: string) => apiFetch('emailChatTranscript', { params: { id } });
export const fetchChatSettings = (signal: AbortSignal) => apiFetch('getLiveChatSettings', { signal });
export const saveChatSettings = (settings: LiveChatSettings) => apiFetch('saveLiveChatSettings', { body: settings });
