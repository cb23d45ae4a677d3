import { API_ROUTES, FORM_LIMITS, FORM_TEXTS, MESSAGES, type Form, type FormFile, type FormFileContentType, type FormSubmission } from '@shop/shared';
import { startsLikeFormFile, FORM_FILE_SIGNATURE_BYTES } from '../../domain/forms/form-file-check';
import { answersOf, checkSubmission, fileUploadsOf, type FieldIssue } from '../../domain/forms/submission-check';
import { SHOP_NAME } from '../../domain/orders/order-mail-facts';
import { formSubmissionMail } from '../../email/form-mail';
import { sendMail } from '../../email/send-mail';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict, notFound, type HttpError } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';
import { logger } from '../../observability/logger';
import { formFileObjectKey } from '../../repositories/form-file-keys';
import { createSubmission, getFormUpload, newSubmissionId } from '../../repositories/form-repository';
import { getForm } from '../../repositories/form-repository';
import { copyObject, deleteObject, readObjectStart, storedObjectSize } from '../../repositories/media-storage';

/** The 400 a shopper's form shows: the first field's message on top, every field's under it (issues by field id). */
const fieldErrors = (issues: readonly FieldIssue[]): HttpError =>
  badRequest(issues[0]?.message ?? MESSAGES.api.invalidRequest, issues[0]?.path, [...issues]);

interface CheckedFile {
  readonly fieldId: string;
  readonly file: FormFile;
  readonly uploadKey: string;
  readonly fileKey: string;
}

/** Each named upload must be this form's, for that field, uploaded, within the limit and of its type; else a 400 on the field. */
const checkFiles = async (form: Form, uploads: readonly { fieldId: string; uploadId: string }[]): Promise<CheckedFile[]> => {
  const checked: CheckedFile[] = [];
  const issues: FieldIssue[] = [];
  for (const { fieldId, uploadId } of uploads) {
    const upload = await getFormUpload(uploadId);
    if (upload?.formId !== form.id || upload.fieldId !== fieldId) {
      issues.push({ path: fieldId, message: FORM_TEXTS.invalidFile });
      continue;
    }
    const contentType = upload.contentType as FormFileContentType;
    const size = await storedObjectSize(upload.uploadKey);
    const refusal =
      size === undefined
        ? FORM_TEXTS.invalidFile
        : size > FORM_LIMITS.fileBytes
          ? FORM_TEXTS.fileTooLarge
          : !startsLikeFormFile(contentType, await readObjectStart(upload.uploadKey, FORM_FILE_SIGNATURE_BYTES))
            ? FORM_TEXTS.fileNotOfType
            : undefined;
    if (refusal) {
      issues.push({ path: fieldId, message: refusal });
      continue;
    }
    checked.push({
      fieldId,
      file: { uploadId, fileName: upload.fileName, contentType, size: size ?? 0 },
      uploadKey: upload.uploadKey,
      fileKey: formFileObjectKey(form.id, uploadId, upload.fileName, contentType),
    });
  }
  if (issues.length) throw fieldErrors(issues);
  return checked;
};

/**
 * After a submission that stored nothing: the copies of uploads nobody claimed are removed. An upload
 * whose item is gone was claimed by a parallel send of the same file, and the copy is that send's.
 */
const dropUnclaimedCopies = async (files: readonly CheckedFile[]): Promise<void> => {
  for (const f of files) if (await getFormUpload(f.file.uploadId)) await deleteObject(f.fileKey);
};

/**
 * A shopper sends a form. Limited per client first (every attempt counts, a trapped one too), then
 * checked against the form's own stored definition; nothing is stored unless all of it is good.
 *
 * A filled honeypot answers exactly like a stored submission (200, the success message): the script
 * learns nothing to adapt to, and no person ever fills a field they cannot see. Sent too soon after
 * the form was shown is a 400 with a message instead: browser autofill can make a person that fast,
 * and they must be told to send again rather than believe it arrived.
 */
export const handler = apiHandler(API_ROUTES.submitForm, async ({ params: { id }, body, event }) => {
  const now = new Date();
  await enforceRateLimit(event, 'formSubmit', now.getTime());
  const form = await getForm(id);
  if (!form) throw notFound(FORM_TEXTS.notFound);
  const check = checkSubmission(form, body);
  if (check.kind === 'trap') {
    logger.info('Form submission refused: honeypot filled', { formId: id });
    return ok({ received: true as const, message: form.successMessage });
  }
  if (check.kind === 'too-fast') throw badRequest(FORM_TEXTS.tooFast, 'fillMs');
  if (check.kind === 'invalid') throw fieldErrors(check.issues);

  const files = await checkFiles(form, fileUploadsOf(form.fields, check.values));
  // Copied, not moved: a parallel send naming the same upload copies the same bytes to the same key,
  // and whichever claims the upload keeps them (the upload itself expires with uploads/).
  for (const f of files) await copyObject(f.uploadKey, f.fileKey, f.file.contentType);
  const submission: FormSubmission = {
    id: newSubmissionId(now),
    formId: id,
    createdAt: now.toISOString(),
    read: false,
    answers: answersOf(form.fields, check.values, Object.fromEntries(files.map((f) => [f.fieldId, f.file]))),
  };
  const stored = await createSubmission(
    submission,
    files.map((f) => f.file.uploadId),
  ).catch(async (error: unknown) => {
    await dropUnclaimedCopies(files);
    throw error;
  });
  if (!stored) {
    // The form went, or its upload was taken by a parallel send: nothing was stored, so neither are the files.
    await dropUnclaimedCopies(files);
    throw (await getForm(id)) ? conflict() : notFound(FORM_TEXTS.notFound);
  }
  if (form.notifyEmail) {
    const sent = await sendMail(
      formSubmissionMail({ to: form.notifyEmail, shopName: SHOP_NAME, formName: form.name, at: submission.createdAt, answers: submission.answers }),
    );
    if (!sent.ok) logger.warn('Form notification not sent', { formId: id, submissionId: submission.id, reason: sent.error });
  }
  return ok({ received: true as const, message: form.successMessage });
});
