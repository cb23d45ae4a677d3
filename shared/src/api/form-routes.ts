import * as z from 'zod';
import {
  FORM_SUBMISSION_MAX_BYTES,
  FORM_UPLOAD_BODY_MAX_BYTES,
  formIdParamsSchema,
  formSaveSchema,
  formSchema,
  formSubmissionParamsSchema,
  formUploadRequestSchema,
  formUploadTicketSchema,
  publicFormSchema,
} from '../entities/form';
import { FORM_SUBMISSION_STATUSES, formSubmissionSchema, formSubmitSchema } from '../entities/form-submission';
import { MESSAGES } from '../messages';
import { pageOf, recordOf } from './answers';
import { emptyAsUnset } from './list-filters';
import { pageQuerySchema } from './page-query';
import type { TypedApiRoute } from './api-route';

const FORMS = { anyOf: ['forms:manage'] } as const;

/** Başvurular' filters: words any answer contains (folded), and read or unread. A cursor is checked against the form by the handler. */
export const formSubmissionPageSchema = pageQuerySchema.extend({
  q: z.preprocess(emptyAsUnset, z.string({ error: MESSAGES.api.invalidRequest }).trim().max(100).optional()),
  status: z.preprocess(emptyAsUnset, z.enum(FORM_SUBMISSION_STATUSES, { error: MESSAGES.api.invalidRequest }).optional()),
});
export type FormSubmissionPageQuery = z.infer<typeof formSubmissionPageSchema>;

export const formSubmissionReadSchema = z.strictObject(
  { read: z.boolean({ error: MESSAGES.api.invalidRequest }) },
  { error: MESSAGES.api.invalidRequest },
);

/** A submission with a short-lived download link per attached file (by field id). */
export const formSubmissionDetailSchema = formSubmissionSchema.extend({ fileLinks: z.record(z.string(), z.string()) });
export type FormSubmissionDetail = z.infer<typeof formSubmissionDetailSchema>;

/** A form in the list: without its fields' detail, which only the builder needs. */
export const formSummarySchema = formSchema
  .pick({ id: true, name: true, createdAt: true, updatedAt: true, submissionCount: true, unreadCount: true })
  .extend({
    fieldCount: z.number().int().nonnegative(),
  });
export type FormSummary = z.infer<typeof formSummarySchema>;

/**
 * Form Oluşturucu's endpoints (issue 29), spread into API_ROUTES. The admin's need forms:manage;
 * the shopper's are public: the definition is cacheable, a submission and an upload are
 * size-limited (413 before parsing) and limited per client in the handler (rate-limit.ts).
 */
export const FORM_ROUTES = {
  listForms: {
    method: 'GET',
    path: '/api/admin/content/forms',
    handler: 'forms/list-forms',
    access: FORMS,
    writes: false,
    schemas: { response: recordOf(z.array(formSummarySchema)) },
  },
  createForm: {
    method: 'POST',
    path: '/api/admin/content/forms',
    handler: 'forms/create-form',
    access: FORMS,
    writes: true,
    schemas: { body: formSaveSchema, response: recordOf(formSchema) },
  },
  getForm: {
    method: 'GET',
    path: '/api/admin/content/forms/{id}',
    handler: 'forms/get-form',
    access: FORMS,
    writes: false,
    schemas: { params: formIdParamsSchema, response: recordOf(formSchema) },
  },
  updateForm: {
    method: 'POST',
    path: '/api/admin/content/forms/{id}',
    handler: 'forms/update-form',
    access: FORMS,
    writes: true,
    schemas: { params: formIdParamsSchema, body: formSaveSchema, response: recordOf(formSchema) },
  },
  // A form with submissions is 409: its submissions go first (one by one, each a KVKK deletion).
  deleteForm: {
    method: 'DELETE',
    path: '/api/admin/content/forms/{id}',
    handler: 'forms/delete-form',
    access: FORMS,
    writes: true,
    schemas: { params: formIdParamsSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  listFormSubmissions: {
    method: 'GET',
    path: '/api/admin/content/forms/{id}/submissions',
    handler: 'forms/list-submissions',
    access: FORMS,
    writes: false,
    schemas: { params: formIdParamsSchema, query: formSubmissionPageSchema, response: pageOf(formSubmissionSchema) },
  },
  getFormSubmission: {
    method: 'GET',
    path: '/api/admin/content/forms/{id}/submissions/{submissionId}',
    handler: 'forms/get-submission',
    access: FORMS,
    writes: false,
    schemas: { params: formSubmissionParamsSchema, response: recordOf(formSubmissionDetailSchema) },
  },
  markFormSubmission: {
    method: 'POST',
    path: '/api/admin/content/forms/{id}/submissions/{submissionId}/read',
    handler: 'forms/mark-submission',
    access: FORMS,
    writes: true,
    schemas: { params: formSubmissionParamsSchema, body: formSubmissionReadSchema, response: recordOf(formSubmissionSchema) },
  },
  deleteFormSubmission: {
    method: 'DELETE',
    path: '/api/admin/content/forms/{id}/submissions/{submissionId}',
    handler: 'forms/delete-submission',
    access: FORMS,
    writes: true,
    schemas: { params: formSubmissionParamsSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  storefrontForm: {
    method: 'GET',
    path: '/api/storefront/forms/{id}',
    handler: 'forms/storefront-form',
    access: 'public',
    writes: false,
    schemas: { params: formIdParamsSchema, response: publicFormSchema },
  },
  submitForm: {
    method: 'POST',
    path: '/api/storefront/forms/{id}/submissions',
    handler: 'forms/submit-form',
    access: 'public',
    writes: true,
    sendsMail: true,
    maxBodyBytes: FORM_SUBMISSION_MAX_BYTES,
    schemas: { params: formIdParamsSchema, body: formSubmitSchema, response: z.object({ received: z.literal(true), message: z.string() }) },
  },
  createFormUpload: {
    method: 'POST',
    path: '/api/storefront/forms/{id}/uploads',
    handler: 'forms/create-upload',
    access: 'public',
    writes: true,
    maxBodyBytes: FORM_UPLOAD_BODY_MAX_BYTES,
    schemas: { params: formIdParamsSchema, body: formUploadRequestSchema, response: formUploadTicketSchema },
  },
} as const satisfies Record<string, TypedApiRoute>;
