import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  QUESTION_FINDERS,
  QUESTION_LIST,
  foldForSearch,
  isPublicQuestion,
  newestFirstSortKey,
  productQuestionSchema,
  productQuestionSummarySchema,
  questionFinderKey,
  questionFinderList,
  questionKey,
  questionListOf,
  type ProductQuestion,
  type ProductQuestionSummary,
  type QuestionFinder,
  type QuestionPageQuery,
} from '@shop/shared';
import { batchGet } from './batch-get';
import { documentClient, tableName } from './document-client';
import { readFinderList, type FinderListQuery } from './finder-list';
import { newestFirstKeys } from './newest-first';
import type { Page } from './paging';
import type { TransactItem } from './transactions';

/**
 * A question's partition (QUESTION#<id>) holds the question (listed newest first in gsi1 under
 * QUESTIONS) and its finders under QUESTIONS#STATUS#…, QUESTIONS#PRODUCT#… and, while it is shown,
 * QUESTIONS#PUBLIC#…; all rewritten with the question in one transaction (shared/src/table/question-keys.ts).
 */

const summaryOf = (q: ProductQuestion): ProductQuestionSummary => productQuestionSummarySchema.parse(q);

/** What Ürün Soruları' search matches: the question, the product's name and the asker, folded as every search is. */
const searchTextOf = (q: ProductQuestion): string => foldForSearch([q.text, q.productName, q.asker.name, q.asker.email].join(' '));

/** The finder lists a question is on now; PUBLIC only while the product page shows it. */
const listsOf = (q: ProductQuestion): Partial<Record<QuestionFinder, string>> => ({
  STATUS: questionFinderList('STATUS', q.status),
  PRODUCT: questionFinderList('PRODUCT', q.productId),
  ...(isPublicQuestion(q.status) ? { PUBLIC: questionFinderList('PUBLIC', q.productId) } : {}),
});

/** Each finder written for the lists the question is on, deleted from those it left. */
const finderItems = (q: ProductQuestion): TransactItem[] => {
  const lists = listsOf(q);
  return QUESTION_FINDERS.map((finder): TransactItem => {
    const list = lists[finder];
    if (!list) return { Delete: { TableName: tableName(), Key: questionFinderKey(q.id, finder) } };
    return {
      Put: {
        TableName: tableName(),
        Item: {
          ...questionFinderKey(q.id, finder),
          [GSI1.partitionKey]: list,
          [GSI1.sortKey]: newestFirstSortKey(q.createdAt, q.id),
          ...summaryOf(q),
          searchText: searchTextOf(q),
        },
      },
    };
  });
};

const headerItem = (q: ProductQuestion) => ({
  ...questionKey(q.id),
  ...newestFirstKeys(QUESTION_LIST, q.createdAt, q.id),
  ...q,
  searchText: searchTextOf(q),
});

/** The items of a new question: the question (its id must be new) and its finders. */
export const newQuestionItems = (q: ProductQuestion): TransactItem[] => [
  { Put: { TableName: tableName(), Item: headerItem(q), ConditionExpression: 'attribute_not_exists(pk)' } },
  ...finderItems(q),
];

/** The items that store `next` in place of `before`: the question conditioned on the version read, and its finders. */
export const questionChangeItems = (before: ProductQuestion, next: ProductQuestion): TransactItem[] => [
  {
    Put: {
      TableName: tableName(),
      Item: headerItem(next),
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': before.version },
    },
  },
  ...finderItems(next),
];

export const getQuestion = async (id: string): Promise<ProductQuestion | undefined> => {
  const [item] = await batchGet([questionKey(id)]);
  return item ? productQuestionSchema.parse(item) : undefined;
};

/**
 * One page of Ürün Soruları: the product's finder list, else the status', else the whole list,
 * newest first; a status with a product, and a search, filter what is read (within the finder
 * list's budget, the cursor going on from there).
 */
export const listQuestions = (query: QuestionPageQuery): Promise<Page<ProductQuestionSummary>> => {
  const clauses: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (query.productId && query.status) {
    clauses.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = query.status;
  }
  for (const [i, word] of foldForSearch(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .entries()) {
    clauses.push(`contains(searchText, :w${i})`);
    values[`:w${i}`] = word;
  }
  const filter: FinderListQuery['filter'] = clauses.length
    ? { expression: clauses.join(' AND '), ...(Object.keys(names).length ? { names } : {}), values }
    : undefined;
  return readFinderList(
    { list: questionListOf(query), ...(filter ? { filter } : {}), limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) },
    (item) => productQuestionSummarySchema.parse(item),
  );
};

/** The list a product page reads: its shown questions, newest first. */
export const publicQuestionList = (productId: string): string => questionFinderList('PUBLIC', productId);

export const listPublicQuestions = (productId: string, limit: number, cursor?: string): Promise<Page<ProductQuestionSummary>> =>
  readFinderList({ list: publicQuestionList(productId), limit, ...(cursor ? { cursor } : {}) }, (item) => productQuestionSummarySchema.parse(item));

export const storeNewQuestion = async (q: ProductQuestion): Promise<void> => {
  await documentClient().send(new TransactWriteCommand({ TransactItems: newQuestionItems(q) }));
};

/** Writes questions (the demo seed) with their finders, one transaction each. */
export const putQuestions = async (questions: readonly ProductQuestion[]): Promise<void> => {
  for (const q of questions) await storeNewQuestion(q);
};
