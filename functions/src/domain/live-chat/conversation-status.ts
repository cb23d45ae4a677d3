import type { ChatStatus } from '@shop/shared';

/**
 * What happens to a conversation's status, in one place:
 * - a visitor's message leaves it as it is, except that a resolved one opens again, as waiting;
 * - an agent's reply or an assignment makes it open (an agent has it);
 * - closing resolves it; a resolved conversation takes no agent action but a new visitor message.
 */
export type ChatEvent = 'visitor-message' | 'agent-reply' | 'assign' | 'close';

export type Transition = { readonly ok: true; readonly status: ChatStatus } | { readonly ok: false };

export const nextStatus = (current: ChatStatus, event: ChatEvent): Transition => {
  switch (event) {
    case 'visitor-message':
      return { ok: true, status: current === 'resolved' ? 'waiting' : current };
    case 'agent-reply':
    case 'assign':
      return current === 'resolved' ? { ok: false } : { ok: true, status: 'open' };
    case 'close':
      return current === 'resolved' ? { ok: false } : { ok: true, status: 'resolved' };
  }
};

/** Whether the visitor has waited longer than the settings allow for a first answer: the widget then offers the offline form. */
export const waitedTooLong = (waitingSince: string, maxWaitMinutes: number, now: Date): boolean =>
  now.getTime() - Date.parse(waitingSince) > maxWaitMinutes * 60_000;
