import { facts, paragraph, renderMailPage, subjectLine } from './mail-layout';
import type { MailMessage } from './send-mail';

/**
 * Destek's reply to the shopper: the agent's text and what they asked, all escaped text
 * (mail-layout); the subject names their request so the shopper's mailbox threads it.
 */
export const supportReplyMail = (input: {
  readonly to: string;
  readonly shopName: string;
  readonly shopperName: string;
  readonly subject: string;
  readonly reply: string;
  readonly question: string;
  readonly agentName: string;
}): MailMessage => {
  const title = `Destek talebiniz yanıtlandı: ${input.subject}`;
  const page = renderMailPage({
    shopName: input.shopName,
    preview: input.reply.slice(0, 120),
    title,
    blocks: [
      paragraph(`Merhaba ${input.shopperName},`),
      ...input.reply.split(/\n{2,}/).map((part) => paragraph(part)),
      paragraph(`${input.agentName}, ${input.shopName} Müşteri Hizmetleri`),
      facts([
        ['Talebiniz', input.subject],
        ['Mesajınız', input.question],
      ]),
    ],
    footer: `Bu e-posta, ${input.shopName} mağazasına yazdığınız destek talebine yanıt olarak gönderildi.`,
  });
  return { to: input.to, subject: subjectLine(`Re: ${input.subject} – ${input.shopName}`), ...page };
};
