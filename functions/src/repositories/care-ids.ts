import { randomBytes } from 'node:crypto';

/**
 * Ids of support requests, their timeline entries and feedback notes: they start with their time
 * (base 36 milliseconds, fixed width), so a request's partition read forwards is its timeline in order.
 */
export const newCareId = (now: Date): string => `${now.getTime().toString(36).padStart(10, '0')}-${randomBytes(6).toString('hex')}`;
