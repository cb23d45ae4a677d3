import { API_ROUTES, CHAT_STATUSES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listConversations, publicConversation } from '../../repositories/live-chat-repository';

/** Aktif Sohbetler' list: one status, or all three (waiting first), each latest message first. */
export const handler = apiHandler(API_ROUTES.listConversations, async ({ query: { status } }) => {
  const lists = await Promise.all((status ? [status] : CHAT_STATUSES).map((s) => listConversations(s)));
  return ok({ data: lists.flat().map(publicConversation) });
});
