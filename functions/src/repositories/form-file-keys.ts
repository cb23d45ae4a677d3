import { FORM_FILE_CONTENT_TYPES, slugify, type FormFileContentType } from '@shop/shared';

/*
 * Where a shopper's files for a form live in the media bucket. They are personal data, so never
 * under media/ (which CloudFront serves to anyone): the browser uploads under uploads/form/ (the
 * bucket expires uploads/ after a day, so a file never sent with a form goes away), and the
 * submission that names it moves it to form-files/, which only the admin's short-lived links read.
 */

const objectName = (fileName: string, contentType: FormFileContentType) =>
  `${slugify(fileName.replace(/\.[^.]*$/, '')).slice(0, 80) || 'dosya'}.${FORM_FILE_CONTENT_TYPES[contentType]}`;

export const formUploadObjectKey = (uploadId: string, fileName: string, contentType: FormFileContentType): string =>
  `uploads/form/${uploadId}/${objectName(fileName, contentType)}`;

export const formFileObjectKey = (formId: string, uploadId: string, fileName: string, contentType: FormFileContentType): string =>
  `form-files/${formId}/${uploadId}/${objectName(fileName, contentType)}`;
