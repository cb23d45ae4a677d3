import type { ChatMessage, Conversation } from '@shop/shared';
import { formatDateTime, paragraph, renderMailPage, subjectLine, table } from './mail-layout';
import type { MailMessage } from './send-mail';

const who = (m: ChatMessage, shopName: string): string =>
  m.sender === 'visitor' ? m.senderName : m.sender === 'agent' ? m.senderName || shopName : shopName;

/** A conversation's transcript, to the shopper: every message as escaped text, in order, with its time and sender. */
export const chatTranscriptMail = (input: {
  readonly to: string;
  readonly shopName: string;
  readonly conversation: Conversation;
  readonly messages: readonly ChatMessage[];
}): MailMessage => {
  const title = 'Canlı destek görüşmeniz';
  const page = renderMailPage({
    shopName: input.shopName,
    preview: title,
    title,
    blocks: [
      paragraph(`Merhaba ${input.conversation.visitorName}, ${input.shopName} ile canlı destek görüşmenizin dökümü aşağıdadır.`),
      table(
        ['Zaman', 'Gönderen', 'Mesaj'],
        input.messages.map((m) => ({
          cells: [formatDateTime(m.createdAt) ?? m.createdAt, who(m, input.shopName), m.text || (m.imageUrl ? `[Görsel] ${m.imageUrl}` : '')],
        })),
      ),
    ],
    footer: `Bu e-posta, ${input.shopName} canlı destek görüşmenizin dökümünü istediğiniz için gönderildi.`,
  });
  return { to: input.to, subject: subjectLine(`${title} – ${input.shopName}`), ...page };
};
