import * as z from 'zod';
import { ORDER_PERMISSIONS } from '../auth/permissions';
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  returnActionSchema,
  returnCreateSchema,
  returnReasonFigureSchema,
  returnSchema,
  returnSummarySchema,
} from '../entities/return';
import { RETURN_LIST, returnFinderList } from '../table/return-keys';
import { pageOf, recordOf } from './answers';
import { cursorFitsList, daysInOrder, emptyAsUnset, shopDayFilter, shopDaySchema } from './list-filters';
import { decodeCursorKey, pageQuerySchema } from './page-query';
import { idParamsSchema } from './requests';
import type { TypedApiRoute } from './api-route';

/** The list a returns page reads: the status' finder list, else the reason's, else the whole list. */
export const returnListOf = (q: { status?: string | undefined; reason?: string | undefined }): string =>
  q.status ? returnFinderList('STATUS', q.status) : q.reason ? returnFinderList('REASON', q.reason) : RETURN_LIST;

/**
 * İadeler's filters (in the URL): status, a reason any line gives, a search by order number or
 * customer, shop days from/to (both included). A cursor is the last key of the list these filters
 * read (returnListOf), within their days.
 */
export const returnPageSchema = pageQuerySchema
  .extend({
    status: z.preprocess(emptyAsUnset, z.enum(RETURN_STATUSES).optional()),
    reason: z.preprocess(emptyAsUnset, z.enum(RETURN_REASONS).optional()),
    q: z.preprocess(emptyAsUnset, z.string().trim().max(100).optional()),
    from: shopDayFilter('from'),
    to: shopDayFilter('to'),
  })
  .refine(daysInOrder, { error: 'from, to tarihinden sonra olamaz.', path: ['from'] })
  .refine((q) => q.cursor === undefined || cursorFitsList(decodeCursorKey(q.cursor), returnListOf(q), q.from, q.to), {
    error: 'cursor geçersiz.',
    path: ['cursor'],
  });
export type ReturnPageQuery = z.infer<typeof returnPageSchema>;

/** The reason figures' period: both days required, at most a year apart. */
export const returnReasonQuerySchema = z
  .object({
    from: shopDaySchema('from'),
    to: shopDaySchema('to'),
  })
  .refine(daysInOrder, { error: 'from, to tarihinden sonra olamaz.', path: ['from'] });

const ORDERS = { anyOf: ORDER_PERMISSIONS };

/**
 * İadeler's endpoints, spread into API_ROUTES. Reading is order work (the order roles); writing
 * needs orders:manage, and REFUND payments:manage (RETURN_ACTION_PERMISSION, checked by the handler).
 */
export const RETURN_ROUTES = {
  listReturns: {
    method: 'GET',
    path: '/api/admin/returns',
    handler: 'returns/list-returns',
    access: ORDERS,
    writes: false,
    schemas: { query: returnPageSchema, response: pageOf(returnSummarySchema) },
  },
  createReturn: {
    method: 'POST',
    path: '/api/admin/returns',
    handler: 'returns/create-return',
    access: { anyOf: ['orders:manage'] },
    writes: true,
    schemas: { body: returnCreateSchema, response: recordOf(returnSchema) },
  },
  returnReasonFigures: {
    method: 'GET',
    path: '/api/admin/returns/reasons',
    handler: 'returns/return-reasons',
    access: ORDERS,
    writes: false,
    schemas: { query: returnReasonQuerySchema, response: recordOf(z.array(returnReasonFigureSchema)) },
  },
  getReturn: {
    method: 'GET',
    path: '/api/admin/returns/{id}',
    handler: 'returns/get-return',
    access: ORDERS,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(returnSchema) },
  },
  returnAction: {
    method: 'POST',
    path: '/api/admin/returns/{id}/actions',
    handler: 'returns/return-action',
    access: { anyOf: ['orders:manage', 'payments:manage'] },
    writes: true,
    schemas: { params: idParamsSchema, body: returnActionSchema, response: recordOf(returnSchema) },
  },
} as const satisfies Record<string, TypedApiRoute>;
