import { applyQuestionAction, newQuestion } from '@shop/functions/domain/questions/question-process';
import { putQuestions } from '@shop/functions/repositories/question-repository';
import type { Actor, Product, ProductQuestion, QuestionAction } from '@shop/shared';

interface DemoQuestion {
  readonly product: number;
  readonly minutesAgo: number;
  readonly text: string;
  readonly asker: ProductQuestion['asker'];
  /** What staff did, in order (each at the version before it). */
  readonly steps: readonly (Omit<QuestionAction, 'version' | 'answer' | 'reason'> & { answer?: string; reason?: string })[];
}

const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    product: 0,
    minutesAgo: 60 * 24 * 5,
    text: 'Kumaşı pamuklu mu? Yıkamada çeker mi?',
    asker: { name: 'Zeynep Aydın', email: 'zeynep.aydin@example.com' },
    steps: [{ action: 'ANSWER', answer: 'Merhaba, ürün %100 pamukludur. 30 derecede yıkandığında çekme yapmaz.' }, { action: 'APPROVE' }],
  },
  {
    product: 0,
    minutesAgo: 60 * 24 * 2,
    text: 'Boyu 1,65 olan biri için hangi beden uygun olur?',
    asker: { name: 'Deniz Koç', email: 'deniz.koc@example.com' },
    steps: [
      { action: 'ANSWER', answer: 'Kalıbı standarttır; genellikle kullandığınız bedeni öneriyoruz. 1,65 boy için M beden uygundur.' },
      { action: 'APPROVE' },
    ],
  },
  {
    product: 0,
    minutesAgo: 90,
    text: 'Bu ürün hafta sonu kargoya verilir mi? Pazartesi elimde olması gerekiyor.',
    asker: { name: 'Can Yurt', email: 'can.yurt@example.com' },
    steps: [],
  },
  {
    product: 1,
    minutesAgo: 60 * 6,
    text: 'Rengi fotoğraftaki gibi mi, yoksa daha açık mı?',
    asker: { name: 'Selin Ak', email: 'selin.ak@example.com' },
    steps: [{ action: 'ANSWER', answer: 'Fotoğraflar gün ışığında çekildi; renk birebir aynıdır.' }],
  },
  {
    product: 1,
    minutesAgo: 60 * 30,
    text: 'Rakip sitede daha ucuz, fiyatı düşürür müsünüz? www.ornek-site.com',
    asker: { name: 'Anonim Kullanıcı', email: 'spam@example.com' },
    steps: [{ action: 'REJECT', reason: 'Ürünle ilgili bir soru değil; başka bir siteye bağlantı içeriyor.' }],
  },
];

/**
 * Ürün Soruları' demo (issue 30): questions on the first two products, one of each kind: two
 * answered and approved (shown on the first product's page), one waiting, one answered and waiting
 * for approval, one rejected with its reason. Each goes through the process as staff would.
 */
export const demoQuestions = (products: readonly Product[], answeredBy: Actor, now: Date): ProductQuestion[] =>
  DEMO_QUESTIONS.flatMap((d, i) => {
    const product = products[d.product];
    if (!product) return [];
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    let q = newQuestion({ id: `demo-${i + 1}`, product, text: d.text, asker: d.asker, now: at(d.minutesAgo) });
    for (const [s, step] of d.steps.entries()) {
      const action = { ...step, version: q.version } as QuestionAction;
      q = applyQuestionAction(q, action, { now: at(d.minutesAgo - 30 * (s + 1)), actor: answeredBy }).question;
    }
    return [q];
  });

export const seedDemoQuestions = (products: readonly Product[], answeredBy: Actor, now: Date): Promise<void> =>
  putQuestions(demoQuestions(products, answeredBy, now));
