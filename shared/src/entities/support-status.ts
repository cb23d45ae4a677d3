import type { SupportStatus } from './support-request';

/**
 * Destek's status moves, the one table the server checks and the page reads its buttons from:
 * Yeni → Yanıtlandı → Çözüldü, a new request closed without a reply (answered by phone, a
 * duplicate), and a solved one opened again when the shopper writes back.
 */
export const SUPPORT_STATUS_TRANSITIONS: Readonly<Record<SupportStatus, readonly SupportStatus[]>> = {
  new: ['answered', 'resolved'],
  answered: ['resolved'],
  resolved: ['new'],
};

export const canMoveSupportStatus = (from: SupportStatus, to: SupportStatus): boolean => SUPPORT_STATUS_TRANSITIONS[from].includes(to);

/** A reply answers a new request; on one already answered or solved it is one more message and the status stays. */
export const statusAfterReply = (current: SupportStatus): SupportStatus => (current === 'new' ? 'answered' : current);
