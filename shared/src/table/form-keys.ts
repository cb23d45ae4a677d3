import { TABLE_KEYS } from './table-keys';

/*
 * Form Oluşturucu (issue 29). A form's partition (FORM#<id>) holds the form (sk FORM, listed in
 * gsi1 under FORMS, newest first) and its submissions (sk SUBMISSION#<submissionId>; the id starts
 * with its time, so the partition read backwards is the newest first). A shopper's file waits
 * under FORM_UPLOAD#<uploadId> (with a TTL) until the submission that names it takes it.
 * The strings are data: renaming one orphans what is stored.
 */
const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

export const FORM_LIST = 'FORMS';
export const formPartition = (id: string) => `FORM#${id}`;
export const formKey = (id: string) => itemKey(formPartition(id), 'FORM');
export const FORM_SUBMISSION_PREFIX = 'SUBMISSION#';
export const formSubmissionKey = (formId: string, submissionId: string) => itemKey(formPartition(formId), `${FORM_SUBMISSION_PREFIX}${submissionId}`);
export const formUploadKey = (uploadId: string) => itemKey(`FORM_UPLOAD#${uploadId}`, 'UPLOAD');
