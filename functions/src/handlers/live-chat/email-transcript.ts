import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { SHOP_NAME } from '../../domain/orders/order-mail-facts';
import { chatTranscriptMail } from '../../email/chat-transcript-mail';
import { sendMail } from '../../email/send-mail';
import { apiHandler } from '../../http/api-handler';
import { badRequest, notFound, serviceUnavailable } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getConversation, listMessages, publicConversation } from '../../repositories/live-chat-repository';
import { putAuditEntry } from '../../repositories/audit-repository';

/** E-mails the conversation's transcript to the shopper's address (given at start, or their account's). */
export const handler = apiHandler(API_ROUTES.emailChatTranscript, async ({ params: { id }, caller }) => {
  const conversation = await getConversation(id);
  if (!conversation) throw notFound(CHAT_TEXTS.notFound);
  if (!conversation.visitorEmail) throw badRequest(CHAT_TEXTS.noEmail);
  const messages = await listMessages(id);
  const sent = await sendMail(
    chatTranscriptMail({ to: conversation.visitorEmail, shopName: SHOP_NAME, conversation: publicConversation(conversation), messages }),
  );
  if (!sent.ok) throw serviceUnavailable('E-posta gönderilemedi. Lütfen tekrar deneyin.');
  await putAuditEntry(
    auditEntry(
      caller,
      API_ROUTES.emailChatTranscript,
      'live-chat.transcript-sent',
      { type: 'live-chat', id, name: conversation.visitorName },
      `Sohbet dökümü ${messages.length} mesajla e-postalandı.`,
    ),
  );
  return ok({ sent: true as const, to: conversation.visitorEmail });
});
