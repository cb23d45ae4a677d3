import { randomUUID } from 'node:crypto';
import { API_ROUTES, FORM_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest, notFound } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';
import { formUploadObjectKey } from '../../repositories/form-file-keys';
import { getForm, putFormUpload } from '../../repositories/form-repository';
import { presignUpload } from '../../repositories/media-storage';

/**
 * Step one of a shopper's file for a form: for a FILE field of this form only, a picture or a PDF
 * of at most 10 MB (the schema), limited per client. The browser PUTs the bytes to S3 with the
 * returned URL (type and exact size are signed); the submission that names the upload checks them.
 */
export const handler = apiHandler(API_ROUTES.createFormUpload, async ({ params: { id }, body, event }) => {
  const now = new Date();
  await enforceRateLimit(event, 'formUpload', now.getTime());
  const form = await getForm(id);
  if (!form) throw notFound(FORM_TEXTS.notFound);
  if (!form.fields.some((f) => f.id === body.fieldId && f.kind === 'FILE')) throw badRequest(FORM_TEXTS.unknownField, 'fieldId');
  const uploadId = randomUUID();
  const uploadKey = formUploadObjectKey(uploadId, body.fileName, body.contentType);
  await putFormUpload({ uploadId, formId: id, ...body, uploadKey }, now);
  const { uploadUrl, headers } = await presignUpload(uploadKey, body.contentType, body.size);
  return ok({ uploadId, uploadUrl, headers });
});
