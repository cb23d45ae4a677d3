import type { FormAnswer } from '@shop/shared';
import { answerText } from '../domain/forms/submission-check';
import { facts, formatDateTime, paragraph, renderMailPage, subjectLine } from './mail-layout';
import type { MailMessage } from './send-mail';

/**
 * The shop's own notice of a new submission, to the address the form names. Every answer is
 * escaped text (mail-layout); a file is named, never attached: it is read from the back office.
 */
export const formSubmissionMail = (input: {
  readonly to: string;
  readonly shopName: string;
  readonly formName: string;
  readonly at: string;
  readonly answers: readonly FormAnswer[];
}): MailMessage => {
  const title = `Yeni form başvurusu: ${input.formName}`;
  const page = renderMailPage({
    shopName: input.shopName,
    preview: title,
    title,
    blocks: [
      paragraph(`${formatDateTime(input.at) ?? input.at} tarihinde "${input.formName}" formu gönderildi.`),
      facts(input.answers.map((a) => [a.label, answerText(a)] as const)),
      paragraph('Başvuruyu yönetim panelinde İçerik › Form Oluşturucu sayfasından okuyabilir ve silebilirsiniz.'),
    ],
    footer: `Bu e-posta, ${input.shopName} mağazasının "${input.formName}" formunun bildirim adresine gönderildi.`,
  });
  return { to: input.to, subject: subjectLine(`${title} – ${input.shopName}`), ...page };
};
