import * as z from 'zod';
import {
  QUESTION_LIMITS,
  QUESTION_STATUSES,
  guestQuestionAskSchema,
  productQuestionSchema,
  productQuestionSummarySchema,
  publicQuestionSchema,
  questionActionSchema,
  questionAskedSchema,
  questionReportSchema,
  questionReportedSchema,
  shopperQuestionAskSchema,
} from '../entities/product-question';
import { MESSAGES } from '../messages';
import { QUESTION_LIST, questionFinderList } from '../table/question-keys';
import { SHOPPER_API_PREFIX } from './account-routes';
import { pageOf, recordOf } from './answers';
import { cursorFitsList, emptyAsUnset } from './list-filters';
import { decodeCursorKey, pageQuerySchema } from './page-query';
import { idParamsSchema } from './requests';
import type { TypedApiRoute } from './api-route';

/** The list Ürün Soruları reads: the product's finder list, else the status', else the whole list (the other filters narrow it). */
export const questionListOf = (q: { status?: string | undefined; productId?: string | undefined }): string =>
  q.productId ? questionFinderList('PRODUCT', q.productId) : q.status ? questionFinderList('STATUS', q.status) : QUESTION_LIST;

export const QUESTION_SEARCH_MAX = 100;

/** Ürün Soruları' filters (in the URL): status, product, words in the question, the product's name or the asker. */
export const questionPageSchema = pageQuerySchema
  .extend({
    status: z.preprocess(emptyAsUnset, z.enum(QUESTION_STATUSES, { error: MESSAGES.api.invalidRequest }).optional()),
    productId: z.preprocess(emptyAsUnset, z.string().max(100).optional()),
    q: z.preprocess(emptyAsUnset, z.string().trim().max(QUESTION_SEARCH_MAX).optional()),
  })
  .refine((q) => q.cursor === undefined || cursorFitsList(decodeCursorKey(q.cursor), questionListOf(q)), {
    error: 'cursor geçersiz.',
    path: ['cursor'],
  });
export type QuestionPageQuery = z.infer<typeof questionPageSchema>;

/** A product page's questions: a few at a time ("Daha fazla"); the cursor is checked against the product by the handler. */
export const publicQuestionPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(5),
  cursor: z.string().max(2048).optional(),
});
export type PublicQuestionPageQuery = z.infer<typeof publicQuestionPageSchema>;

const QUESTIONS = { anyOf: ['questions:manage'] } as const;
const REPORT_BODY_MAX_BYTES = 2 * 1024;

/**
 * Ürün Soruları' endpoints (issue 30), spread into API_ROUTES. Staff need questions:manage. The
 * shopper's: the product page's list is a cached public read; asking (a guest, or a signed-in shopper
 * under the shopper prefix) and reporting are size-limited (413 before parsing) and limited per
 * client and per product in the handlers (rate-limit.ts).
 */
export const QUESTION_ROUTES = {
  listQuestions: {
    method: 'GET',
    path: '/api/admin/catalog/questions',
    handler: 'questions/list-questions',
    access: QUESTIONS,
    writes: false,
    schemas: { query: questionPageSchema, response: pageOf(productQuestionSummarySchema) },
  },
  getQuestion: {
    method: 'GET',
    path: '/api/admin/catalog/questions/{id}',
    handler: 'questions/get-question',
    access: QUESTIONS,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(productQuestionSchema) },
  },
  questionAction: {
    method: 'POST',
    path: '/api/admin/catalog/questions/{id}/actions',
    handler: 'questions/question-action',
    access: QUESTIONS,
    writes: true,
    sendsMail: true,
    maxBodyBytes: QUESTION_LIMITS.askBodyBytes,
    schemas: { params: idParamsSchema, body: questionActionSchema, response: recordOf(productQuestionSchema) },
  },
  storefrontQuestions: {
    method: 'GET',
    path: '/api/storefront/products/{id}/questions',
    handler: 'questions/storefront-questions',
    access: 'public',
    writes: false,
    schemas: { params: idParamsSchema, query: publicQuestionPageSchema, response: pageOf(publicQuestionSchema) },
  },
  askQuestion: {
    method: 'POST',
    path: '/api/storefront/questions',
    handler: 'questions/ask-question',
    access: 'public',
    writes: true,
    maxBodyBytes: QUESTION_LIMITS.askBodyBytes,
    schemas: { body: guestQuestionAskSchema, response: questionAskedSchema },
  },
  askShopperQuestion: {
    method: 'POST',
    path: `${SHOPPER_API_PREFIX}/questions`,
    handler: 'questions/ask-shopper-question',
    access: 'shopper',
    writes: true,
    maxBodyBytes: QUESTION_LIMITS.askBodyBytes,
    schemas: { body: shopperQuestionAskSchema, response: questionAskedSchema },
  },
  reportQuestion: {
    method: 'POST',
    path: '/api/storefront/questions/{id}/report',
    handler: 'questions/report-question',
    access: 'public',
    writes: true,
    maxBodyBytes: REPORT_BODY_MAX_BYTES,
    schemas: { params: idParamsSchema, body: questionReportSchema, response: questionReportedSchema },
  },
} as const satisfies Record<string, TypedApiRoute>;
