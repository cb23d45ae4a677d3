import * as z from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_BYTES, FEEDBACK_STATUSES, feedbackCreateSchema, feedbackSchema } from '../entities/feedback';
import {
  SUPPORT_LIMITS,
  SUPPORT_REQUEST_MAX_BYTES,
  SUPPORT_SOURCES,
  SUPPORT_STATUSES,
  SUPPORT_TEXTS,
  SUPPORT_WRITE_MAX_BYTES,
  supportAgentSchema,
  supportRequestCreateSchema,
  supportRequestDetailSchema,
  supportRequestSchema,
} from '../entities/support-request';
import { MESSAGES } from '../messages';
import { pageOf, recordOf } from './answers';
import { emptyAsUnset } from './list-filters';
import { pageQuerySchema } from './page-query';
import { idParamsSchema } from './requests';
import type { TypedApiRoute } from './api-route';

const SUPPORT = { anyOf: ['support:manage'] } as const;
const FEEDBACK = { anyOf: ['feedback:manage'] } as const;

const searchText = z.preprocess(emptyAsUnset, z.string({ error: MESSAGES.api.invalidRequest }).trim().max(100).optional());

/** Destek's filters: status, assignee (an admin's sub, or `none` for the unassigned), source, and words. */
export const supportRequestPageSchema = pageQuerySchema.extend({
  q: searchText,
  status: z.preprocess(emptyAsUnset, z.enum(SUPPORT_STATUSES, { error: MESSAGES.api.invalidRequest }).optional()),
  assignee: z.preprocess(emptyAsUnset, z.string({ error: MESSAGES.api.invalidRequest }).max(128).optional()),
  source: z.preprocess(emptyAsUnset, z.enum(SUPPORT_SOURCES, { error: MESSAGES.api.invalidRequest }).optional()),
});
export type SupportRequestPageQuery = z.infer<typeof supportRequestPageSchema>;

/** Every admin change names the version the page showed: a request changed meanwhile is 409. */
const version = z.number({ error: MESSAGES.api.invalidRequest }).int().nonnegative();

export const supportStatusChangeSchema = z.strictObject({ status: z.enum(SUPPORT_STATUSES, { error: MESSAGES.api.invalidRequest }), version });
export const supportAssignSchema = z.strictObject({ assigneeSub: z.string().min(1).max(128).nullable(), version });
export const supportNoteSchema = z.strictObject({
  text: z.string({ error: SUPPORT_TEXTS.noteRequired }).trim().min(1, SUPPORT_TEXTS.noteRequired).max(SUPPORT_LIMITS.note, SUPPORT_TEXTS.noteTooLong),
  version,
});
export const supportReplySchema = z.strictObject({
  text: z
    .string({ error: SUPPORT_TEXTS.replyRequired })
    .trim()
    .min(1, SUPPORT_TEXTS.replyRequired)
    .max(SUPPORT_LIMITS.reply, SUPPORT_TEXTS.replyTooLong),
  version,
});
export type SupportStatusChange = z.infer<typeof supportStatusChangeSchema>;
export type SupportAssign = z.infer<typeof supportAssignSchema>;
export type SupportNote = z.infer<typeof supportNoteSchema>;
export type SupportReply = z.infer<typeof supportReplySchema>;

export const feedbackPageSchema = pageQuerySchema.extend({
  q: searchText,
  status: z.preprocess(emptyAsUnset, z.enum(FEEDBACK_STATUSES, { error: MESSAGES.api.invalidRequest }).optional()),
  category: z.preprocess(emptyAsUnset, z.enum(FEEDBACK_CATEGORIES, { error: MESSAGES.api.invalidRequest }).optional()),
});
export type FeedbackPageQuery = z.infer<typeof feedbackPageSchema>;
export const feedbackStatusChangeSchema = z.strictObject({ status: z.enum(FEEDBACK_STATUSES, { error: MESSAGES.api.invalidRequest }) });

/** The public routes answer the new record's id and the text the page shows. */
const receivedSchema = z.object({ id: z.string(), message: z.string() });

/**
 * Destek and Geri Bildirimler (issue 30), spread into API_ROUTES. The shopper's two routes are
 * public, size-limited (413 before parsing) and limited per client in the handler (rate-limit.ts);
 * the admin's need support:manage or feedback:manage.
 */
export const CARE_ROUTES = {
  createSupportRequest: {
    method: 'POST',
    path: '/api/storefront/support-requests',
    handler: 'care/create-support-request',
    access: 'public',
    writes: true,
    maxBodyBytes: SUPPORT_REQUEST_MAX_BYTES,
    schemas: { body: supportRequestCreateSchema, response: receivedSchema },
  },
  listSupportRequests: {
    method: 'GET',
    path: '/api/admin/support/requests',
    handler: 'care/list-support-requests',
    access: SUPPORT,
    writes: false,
    schemas: { query: supportRequestPageSchema, response: pageOf(supportRequestSchema) },
  },
  listSupportAgents: {
    method: 'GET',
    path: '/api/admin/support/agents',
    handler: 'care/list-support-agents',
    access: SUPPORT,
    writes: false,
    schemas: { response: recordOf(z.array(supportAgentSchema)) },
  },
  getSupportRequest: {
    method: 'GET',
    path: '/api/admin/support/requests/{id}',
    handler: 'care/get-support-request',
    access: SUPPORT,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(supportRequestDetailSchema) },
  },
  changeSupportStatus: {
    method: 'POST',
    path: '/api/admin/support/requests/{id}/status',
    handler: 'care/change-support-status',
    access: SUPPORT,
    writes: true,
    schemas: { params: idParamsSchema, body: supportStatusChangeSchema, response: recordOf(supportRequestDetailSchema) },
  },
  assignSupportRequest: {
    method: 'POST',
    path: '/api/admin/support/requests/{id}/assignee',
    handler: 'care/assign-support-request',
    access: SUPPORT,
    writes: true,
    schemas: { params: idParamsSchema, body: supportAssignSchema, response: recordOf(supportRequestDetailSchema) },
  },
  addSupportNote: {
    method: 'POST',
    path: '/api/admin/support/requests/{id}/notes',
    handler: 'care/add-support-note',
    access: SUPPORT,
    writes: true,
    maxBodyBytes: SUPPORT_WRITE_MAX_BYTES,
    schemas: { params: idParamsSchema, body: supportNoteSchema, response: recordOf(supportRequestDetailSchema) },
  },
  replySupportRequest: {
    method: 'POST',
    path: '/api/admin/support/requests/{id}/replies',
    handler: 'care/reply-support-request',
    access: SUPPORT,
    writes: true,
    sendsMail: true,
    maxBodyBytes: SUPPORT_WRITE_MAX_BYTES,
    schemas: { params: idParamsSchema, body: supportReplySchema, response: recordOf(supportRequestDetailSchema) },
  },
  createFeedback: {
    method: 'POST',
    path: '/api/storefront/feedback',
    handler: 'care/create-feedback',
    access: 'public',
    writes: true,
    maxBodyBytes: FEEDBACK_MAX_BYTES,
    schemas: { body: feedbackCreateSchema, response: receivedSchema },
  },
  listFeedback: {
    method: 'GET',
    path: '/api/admin/feedback',
    handler: 'care/list-feedback',
    access: FEEDBACK,
    writes: false,
    schemas: { query: feedbackPageSchema, response: pageOf(feedbackSchema) },
  },
  changeFeedbackStatus: {
    method: 'POST',
    path: '/api/admin/feedback/{id}/status',
    handler: 'care/change-feedback-status',
    access: FEEDBACK,
    writes: true,
    schemas: { params: idParamsSchema, body: feedbackStatusChangeSchema, response: recordOf(feedbackSchema) },
  },
} as const satisfies Record<string, TypedApiRoute>;
