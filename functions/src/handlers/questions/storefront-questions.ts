import { API_ROUTES, cursorFitsList, decodeCursorKey, shortAskerName, type PublicQuestion } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listPublicQuestions, publicQuestionList } from '../../repositories/question-repository';
import { cacheable } from '../storefront/cacheable';

/**
 * A product page's answered and approved questions, newest first, a few at a time; the same for
 * every shopper, so cached like the page itself (an approval shows within a minute). Only what the
 * page shows leaves: never the asker's address, their name shortened.
 */
export const handler = apiHandler(API_ROUTES.storefrontQuestions, async ({ params: { id }, query }) => {
  if (query.cursor !== undefined && !cursorFitsList(decodeCursorKey(query.cursor), publicQuestionList(id)))
    throw badRequest('cursor geçersiz.', 'cursor');
  const page = await listPublicQuestions(id, query.limit, query.cursor);
  const data = page.data.flatMap((q): PublicQuestion[] =>
    q.answer
      ? [
          {
            id: q.id,
            text: q.text,
            askerName: shortAskerName(q.asker.name),
            createdAt: q.createdAt,
            answer: { text: q.answer.text, at: q.answer.at },
          },
        ]
      : [],
  );
  return cacheable(ok({ data, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) }));
});
