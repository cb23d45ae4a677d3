import type { FormSave, FormSubmission, FormSubmissionPageQuery } from '@shop/shared';
import { apiFetch } from '../../../api/client';
import type { Page } from '../../../widgets/data-page/page';
import type { PageRequest } from '../../../widgets/data-page/use-cursor-pages';

export const fetchForms = (signal?: AbortSignal) => apiFetch('listForms', signal ? { signal } : {});
export const fetchForm = (id: string, signal?: AbortSignal) => apiFetch('getForm', { params: { id }, ...(signal ? { signal } : {}) });
export const createForm = (body: FormSave) => apiFetch('createForm', { body });
export const updateForm = (id: string, body: FormSave) => apiFetch('updateForm', { params: { id }, body });
export const deleteForm = (id: string) => apiFetch('deleteForm', { params: { id } });

export type SubmissionFilters = Pick<FormSubmissionPageQuery, 'q' | 'status'>;

export const fetchSubmissions = (formId: string, request: PageRequest & SubmissionFilters, signal?: AbortSignal): Promise<Page<FormSubmission>> =>
  apiFetch('listFormSubmissions', {
    params: { id: formId },
    query: {
      limit: request.limit,
      cursor: request.cursor,
      ...(request.q ? { q: request.q } : {}),
      ...(request.status ? { status: request.status } : {}),
    },
    ...(signal ? { signal } : {}),
  });

export const fetchSubmission = (formId: string, submissionId: string, signal?: AbortSignal) =>
  apiFetch('getFormSubmission', { params: { id: formId, submissionId }, ...(signal ? { signal } : {}) });
export const markSubmission = (formId: string, submissionId: string, read: boolean) =>
  apiFetch('markFormSubmission', { params: { id: formId, submissionId }, body: { read } });
export const deleteSubmission = (formId: string, submissionId: string) => apiFetch('deleteFormSubmission', { params: { id: formId, submissionId } });
