import type { ProductQuestion } from '@shop/shared';
import { facts, paragraph, renderMailPage, subjectLine } from './mail-layout';
import type { MailMessage } from './send-mail';

/**
 * The asker's notice that their question is answered and shown on the product page. The question
 * and the answer are escaped text (mail-layout), whatever anyone typed.
 */
export const questionAnsweredMail = (input: {
  readonly shopName: string;
  readonly question: Pick<ProductQuestion, 'asker' | 'productName' | 'text'>;
  readonly answer: string;
}): MailMessage => {
  const title = 'Sorunuz yanıtlandı';
  const page = renderMailPage({
    shopName: input.shopName,
    preview: `${input.question.productName} hakkındaki sorunuz yanıtlandı.`,
    title,
    blocks: [
      paragraph(`Merhaba ${input.question.asker.name},`),
      paragraph(`"${input.question.productName}" hakkında sorduğunuz soru yanıtlandı ve ürün sayfasında yayınlandı.`),
      facts([
        ['Sorunuz', input.question.text],
        ['Yanıtımız', input.answer],
      ]),
      paragraph('Başka bir sorunuz olursa ürün sayfasındaki "Soru sor" düğmesini kullanabilirsiniz.'),
    ],
    footer: `Bu e-postayı ${input.shopName} mağazasında bir ürün hakkında soru sorduğunuz için aldınız.`,
  });
  return { to: input.question.asker.email, subject: subjectLine(`${title}: ${input.question.productName} – ${input.shopName}`), ...page };
};
