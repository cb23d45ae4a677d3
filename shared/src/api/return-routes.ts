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
import { GSI1 } from '../table/table-keys';
import { RETURN_LIST } from '../table/return-keys';
import { pageOf, recordOf } from './answers';
import { decodeCursorKey, pageQuerySchema } from './page-query';
import { idParamsSchema } from './requests';
import type { TypedApiRoute } from './api-route';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(DAY, { error: `${field} YYYY-AA-GG biçiminde bir tarih olmalıdır.` })
      .optional(),
  );
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/**
 * İadeler's filters (in the URL): status, a reason any line gives, a search by order number or
 * customer, shop days from/to (both included). A cursor is the last key of the list it came from.
 */
export const returnPageSchema = pageQuerySchema
  .extend({
    status: z.preprocess(emptyAsUnset, z.enum(RETURN_STATUSES).optional()),
    reason: z.preprocess(emptyAsUnset, z.enum(RETURN_REASONS).optional()),
    q: z.preprocess(emptyAsUnset, z.string().trim().max(100).optional()),
    from: day('from'),
    to: day('to'),
    cursor: pageQuerySchema.shape.cursor.refine(
      (cursor) =>
        cursor === undefined ||
        z
          .strictObject({ pk: z.string(), sk: z.string(), [GSI1.partitionKey]: z.string().startsWith(RETURN_LIST), [GSI1.sortKey]: z.string() })
          .safeParse(decodeCursorKey(cursor)).success,
      { error: 'cursor geçersiz.' },
    ),
  })
  .refine(inOrder, { error: 'from, to tarihinden sonra olamaz.', path: ['from'] });
export type ReturnPageQuery = z.infer<typeof returnPageSchema>;

/** The reason figures' period: both days required, at most a year apart. */
export const returnReasonQuerySchema = z
  .object({
    from: z.string({ error: 'from gereklidir.' }).regex(DAY, { error: 'from YYYY-AA-GG biçiminde bir tarih olmalıdır.' }),
    to: z.string({ error: 'to gereklidir.' }).regex(DAY, { error: 'to YYYY-AA-GG biçiminde bir tarih olmalıdır.' }),
  })
  .refine(inOrder, { error: 'from, to tarihinden sonra olamaz.', path: ['from'] });

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
