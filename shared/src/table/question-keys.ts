import { TABLE_KEYS } from './table-keys';

/*
 * Ürün Soruları (issue 30). A question's partition (QUESTION#<id>) holds the question (sk QUESTION,
 * listed newest first in gsi1 under QUESTIONS) and its finders: copies of the list row in gsi1 under
 * QUESTIONS#STATUS#<status>, QUESTIONS#PRODUCT#<productId> and, while the product page shows it,
 * QUESTIONS#PUBLIC#<productId>; all rewritten in the transaction that changes the question.
 * The strings are data: renaming one orphans what is stored.
 */
const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

export const QUESTION_LIST = 'QUESTIONS';
export const questionKey = (id: string) => itemKey(`QUESTION#${id}`, 'QUESTION');
export type QuestionFinder = 'STATUS' | 'PRODUCT' | 'PUBLIC';
export const QUESTION_FINDERS: readonly QuestionFinder[] = ['STATUS', 'PRODUCT', 'PUBLIC'];
export const questionFinderKey = (id: string, finder: QuestionFinder) => itemKey(`QUESTION#${id}`, `FIND#${finder}`);
export const questionFinderList = (finder: QuestionFinder, value: string) => `${QUESTION_LIST}#${finder}#${value}`;
