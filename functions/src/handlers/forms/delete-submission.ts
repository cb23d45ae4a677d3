import { API_ROUTES, FORM_TEXTS, type FormFileContentType } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { formFileObjectKey } from '../../repositories/form-file-keys';
import { deleteSubmission } from '../../repositories/form-repository';
import { deleteObject } from '../../repositories/media-storage';

/**
 * A KVKK deletion: the submission and its files go; the audit log keeps who deleted which
 * submission and when, never what it said. The record goes first, then the files: a failure in
 * between leaves bytes nobody links to (a private prefix), never a listed answer without its file.
 */
export const handler = apiHandler(API_ROUTES.deleteFormSubmission, async ({ params: { id, submissionId }, caller }) => {
  const audit = auditEntry(
    caller,
    API_ROUTES.deleteFormSubmission,
    'form-submission.deleted',
    { type: 'form-submission', id: submissionId, name: `Form ${id}` },
    'Başvuru silindi (KVKK); içeriği kayıtta tutulmaz.',
  );
  const deleted = await deleteSubmission(id, submissionId, audit);
  if (!deleted) throw notFound(FORM_TEXTS.submissionNotFound);
  for (const { file } of deleted.answers)
    if (file) await deleteObject(formFileObjectKey(id, file.uploadId, file.fileName, file.contentType as FormFileContentType));
  return ok({ deleted: true as const });
});
