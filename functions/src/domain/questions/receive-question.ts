import { randomUUID } from 'node:crypto';
import { QUESTION_TEXTS, mayReceiveNotification, type Notification, type ProductQuestion } from '@shop/shared';
import { logger } from '../../observability/logger';
import { listKnownAdmins } from '../../repositories/admin-registry-repository';
import { putNotificationForAdmins } from '../../repositories/notification-repository';
import { getProduct } from '../../repositories/product-repository';
import { storeNewQuestion } from '../../repositories/question-repository';
import { DomainError } from '../domain-error';
import { newQuestion } from './question-process';

const QUESTION_PREVIEW = 80;

/** The bell's entry for a new question: the product and the start of the question, opening its detail page. */
export const newQuestionNotification = (q: Pick<ProductQuestion, 'id' | 'productName' | 'text' | 'createdAt'>): Notification => ({
  id: `question-${q.id}`,
  type: 'PRODUCT_QUESTION',
  title: 'Yeni Ürün Sorusu',
  description: `${q.productName}: ${q.text.length > QUESTION_PREVIEW ? `${q.text.slice(0, QUESTION_PREVIEW - 1)}…` : q.text}`,
  href: `/admin/catalog/question/${encodeURIComponent(q.id)}`,
  isRead: false,
  createdAt: q.createdAt,
});

/**
 * Stores a shopper's question about an active product (a 404 otherwise), waiting for an answer, and
 * tells every admin who may answer (questions:manage) in the bell. The question is stored first: a
 * failed notification is logged, never a lost question.
 */
export const receiveQuestion = async (input: {
  readonly productId: string;
  readonly text: string;
  readonly asker: ProductQuestion['asker'];
  readonly now: Date;
}): Promise<ProductQuestion> => {
  const product = await getProduct(input.productId);
  if (!product?.isActive || product.archivedAt !== undefined) throw new DomainError('not-found', QUESTION_TEXTS.productNotFound);
  // Time-ordered ids: the newest-first lists and a person reading a log both sort them by age.
  const question = newQuestion({
    id: `${input.now.getTime().toString(36)}-${randomUUID().slice(0, 8)}`,
    product: { id: product.id, name: product.name, slug: product.slug },
    text: input.text,
    asker: input.asker,
    now: input.now.toISOString(),
  });
  await storeNewQuestion(question);
  try {
    const told = (await listKnownAdmins()).filter((a) => mayReceiveNotification('PRODUCT_QUESTION', a.groups ?? [])).map((a) => a.sub);
    await putNotificationForAdmins(told, newQuestionNotification(question));
  } catch (error) {
    logger.warn('New question notification not written', { questionId: question.id, reason: String(error) });
  }
  return question;
};
