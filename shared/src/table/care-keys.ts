import { TABLE_KEYS } from './table-keys';

/*
 * Destek and Geri Bildirimler (issue 30). A support request's partition (SUPPORT#<id>) holds the
 * request (sk REQUEST, listed in gsi1 under SUPPORT_REQUESTS, newest first) and its timeline
 * (sk EVENT#<eventId>; ids start with their time, so the partition reads in order). A feedback
 * entry is one item (FEEDBACK#<id>, sk FEEDBACK), listed in gsi1 under FEEDBACK, newest first.
 * The strings are data: renaming one orphans what is stored.
 */
const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

export const SUPPORT_REQUEST_LIST = 'SUPPORT_REQUESTS';
export const supportPartition = (id: string) => `SUPPORT#${id}`;
export const SUPPORT_REQUEST_SK = 'REQUEST';
export const supportRequestKey = (id: string) => itemKey(supportPartition(id), SUPPORT_REQUEST_SK);
export const SUPPORT_EVENT_PREFIX = 'EVENT#';
export const supportEventKey = (requestId: string, eventId: string) => itemKey(supportPartition(requestId), `${SUPPORT_EVENT_PREFIX}${eventId}`);

export const FEEDBACK_LIST = 'FEEDBACK';
export const feedbackKey = (id: string) => itemKey(`FEEDBACK#${id}`, 'FEEDBACK');
