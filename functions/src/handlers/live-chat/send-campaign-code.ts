import { API_ROUTES, CHAT_TEXTS, couponState, normalizeCouponCode } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { adminDisplayName } from '../../domain/admin-display-name';
import { postMessage } from '../../domain/live-chat/chat-messages';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getCode } from '../../repositories/campaign-code-repository';
import { pushAgentMessage } from '../../realtime/chat-push';

/**
 * A code from İndirim Kodları, into the chat as the agent's message; only a code a shopper can use now.
 * A retry (the same clientMessageId) answers the first message: stored, sent and audited once.
 */
export const handler = apiHandler(API_ROUTES.sendChatCampaignCode, async ({ params: { id }, body, caller }) => {
  const now = new Date();
  const name = await adminDisplayName(caller);
  const code = await getCode(normalizeCouponCode(body.code));
  if (!code || couponState(code, now.getTime()) !== 'ACTIVE') throw badRequest(CHAT_TEXTS.codeNotUsable, 'code');
  const outcome = await postMessage({
    conversationId: id,
    sender: 'agent',
    senderName: name,
    event: 'agent-reply',
    content: { text: CHAT_TEXTS.campaignCode(code.code) },
    now,
    assignee: { sub: caller.sub, name },
    audit: auditEntry(
      caller,
      API_ROUTES.sendChatCampaignCode,
      'live-chat.code-sent',
      { type: 'live-chat', id, name: code.code },
      `${code.code} kodu sohbete gönderildi.`,
      now,
    ),
    clientMessageId: body.clientMessageId,
  });
  if (outcome.kind === 'duplicate') return ok({ data: outcome.message });
  if (outcome.kind === 'not-found') throw notFound(CHAT_TEXTS.notFound);
  if (outcome.kind === 'refused') throw conflict(CHAT_TEXTS.resolved);
  await pushAgentMessage(outcome.posted);
  return ok({ data: outcome.posted.message });
});
