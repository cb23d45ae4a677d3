import { API_ROUTES, FORM_TEXTS, type FormFileContentType } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { formFileObjectKey } from '../../repositories/form-file-keys';
import { getSubmission } from '../../repositories/form-repository';
import { presignDownload } from '../../repositories/media-storage';

/** One submission, with a five-minute download link per attached file (the files are never public). */
export const handler = apiHandler(API_ROUTES.getFormSubmission, async ({ params: { id, submissionId } }) => {
  const submission = await getSubmission(id, submissionId);
  if (!submission) throw notFound(FORM_TEXTS.submissionNotFound);
  const links = await Promise.all(
    submission.answers.flatMap(({ fieldId, file }) =>
      file
        ? [
            presignDownload(formFileObjectKey(id, file.uploadId, file.fileName, file.contentType as FormFileContentType), file.fileName).then(
              (url) => [fieldId, url] as const,
            ),
          ]
        : [],
    ),
  );
  return ok({ data: { ...submission, fileLinks: Object.fromEntries(links) } });
});
