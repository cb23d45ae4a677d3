import { TABLE_KEYS } from './table-keys';

/*
 * Returns (RMA). A return's partition (RETURN#<id>) holds the return (sk RETURN, listed newest first
 * in gsi1 under RETURNS) and its finders: copies of the list row in gsi1 under RETURNS#STATUS#<status>,
 * RETURNS#REASON#<reason> (one per reason its lines give) and RETURNS#ORDER#<orderId>, rewritten in the
 * transaction that changes the return. Outside ORDER#…, so the order stream never sees them.
 * The strings are data: renaming one orphans what is stored.
 */
const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

export const RETURN_LIST = 'RETURNS';
export const returnKey = (id: string) => itemKey(`RETURN#${id}`, 'RETURN');
export type ReturnFinder = 'STATUS' | 'ORDER' | `REASON#${string}`;
export const returnFinderKey = (id: string, finder: ReturnFinder) => itemKey(`RETURN#${id}`, `FIND#${finder}`);
export const returnFinderList = (finder: 'STATUS' | 'REASON' | 'ORDER', value: string) => `${RETURN_LIST}#${finder}#${value}`;

/**
 * The return-reason figures: one counter item per shop day and reason, updated in the transaction
 * that creates the return, so a period's figures are one Query on this partition.
 */
export const RETURN_REASON_DAY_PARTITION = 'RETURN_REASON_DAYS';
export const returnReasonDayKey = (day: string, reason: string) => itemKey(RETURN_REASON_DAY_PARTITION, `DAY#${day}#${reason}`);
