import { describe, expect, it } from 'vitest';
import type { ProductQuestion } from '@shop/shared';
import { checkAskGuards } from '../../src/domain/questions/ask-guards';
import { applyQuestionAction, applyQuestionReport, newQuestion } from '../../src/domain/questions/question-process';
import { newQuestionNotification } from '../../src/domain/questions/receive-question';

const actor = { sub: 'pm-1', name: 'Elif Demir' };
const asked = (): ProductQuestion =>
  newQuestion({
    id: 'q1',
    product: { id: 'p1', name: 'Pembe Elbise', slug: 'pembe-elbise' },
    text: 'Kumaşı pamuklu mu acaba?',
    asker: { name: 'Ayşe Kaya', email: 'ayse@example.com' },
    now: '2026-11-28T10:00:00.000Z',
  });
const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('a question through the process', () => {
  it('waits, is answered, approved (telling the asker once), reported and rejected', () => {
    const q = asked();
    expect(q).toMatchObject({ status: 'WAITING', version: 1, reportCount: 0, events: [{ action: 'ASK', status: 'WAITING' }] });

    const answered = applyQuestionAction(q, { action: 'ANSWER', version: 1, answer: 'Evet, %100 pamuklu.' }, { now: at(5), actor });
    expect(answered.mailAsker).toBe(false);
    expect(answered.question).toMatchObject({ status: 'ANSWERED', version: 2, answer: { text: 'Evet, %100 pamuklu.', by: actor, at: at(5) } });

    const approved = applyQuestionAction(answered.question, { action: 'APPROVE', version: 2 }, { now: at(6), actor });
    expect(approved.mailAsker).toBe(true);
    expect(approved.question).toMatchObject({ status: 'PUBLISHED', version: 3, publishedAt: at(6) });

    const reported = applyQuestionReport(approved.question, 'Yanlış bilgi', at(7));
    expect(reported).toMatchObject({ status: 'REPORTED', version: 4, reportCount: 1, reports: [{ at: at(7), reason: 'Yanlış bilgi' }] });

    // Approved again after a report: the same answer shows, so nobody is mailed again, and the count starts over.
    const kept = applyQuestionAction(reported!, { action: 'APPROVE', version: 4 }, { now: at(8), actor });
    expect(kept).toMatchObject({ mailAsker: false, question: { status: 'PUBLISHED', reportCount: 0 } });

    const rejected = applyQuestionAction(kept.question, { action: 'REJECT', version: 5, reason: 'Uygunsuz içerik' }, { now: at(9), actor });
    expect(rejected.question).toMatchObject({ status: 'REJECTED', rejectReason: 'Uygunsuz içerik', version: 6 });
    expect(rejected.question.events.map((e) => e.action)).toEqual(['ASK', 'ANSWER', 'APPROVE', 'REPORT', 'APPROVE', 'REJECT']);
  });

  it('refuses a stale version and a step the table does not allow, changing nothing', () => {
    const q = asked();
    expect(() => applyQuestionAction(q, { action: 'APPROVE', version: 1 }, { now: at(1), actor })).toThrow(
      '"Yanıt bekliyor" durumundaki soruya "Onayla" uygulanamaz.',
    );
    expect(() => applyQuestionAction(q, { action: 'ANSWER', version: 2, answer: 'Evet, pamuklu.' }, { now: at(1), actor })).toThrow(/değişti/);
    const rejected = applyQuestionAction(q, { action: 'REJECT', version: 1, reason: 'Spam' }, { now: at(1), actor }).question;
    expect(() => applyQuestionAction(rejected, { action: 'ANSWER', version: 2, answer: 'Evet, pamuklu.' }, { now: at(2), actor })).toThrow(
      /uygulanamaz/,
    );
    expect(q).toEqual(asked());
  });

  it('lets nobody report a question that is not shown', () => {
    expect(applyQuestionReport(asked(), undefined, at(1))).toBeUndefined();
  });

  it('keeps only the newest reports', () => {
    let q = applyQuestionAction(asked(), { action: 'ANSWER', version: 1, answer: 'Evet, pamuklu.' }, { now: at(1), actor }).question;
    q = applyQuestionAction(q, { action: 'APPROVE', version: 2 }, { now: at(2), actor }).question;
    for (let i = 0; i < 25; i++) q = applyQuestionReport(q, `neden ${i}`, at(3))!;
    expect(q.reportCount).toBe(25);
    expect(q.reports).toHaveLength(20);
    expect(q.reports.at(-1)?.reason).toBe('neden 24');
    // The history says it was reported once: repeated reports do not grow the stored item.
    expect(q.events.map((e) => e.action)).toEqual(['ASK', 'ANSWER', 'APPROVE', 'REPORT']);
  });
});

describe('the ask guards', () => {
  it('traps a filled honeypot, refuses a fast send, lets a person through', () => {
    expect(checkAskGuards({ website: 'http://spam', fillMs: 10_000 })).toBe('trap');
    expect(checkAskGuards({ website: '', fillMs: 2999 })).toBe('too-fast');
    expect(checkAskGuards({ fillMs: 3000 })).toBe('ok');
  });
});

describe('the bell entry of a new question', () => {
  it('names the product, cuts the question and opens its page', () => {
    const n = newQuestionNotification({ ...asked(), text: 'x'.repeat(200) });
    expect(n).toMatchObject({ id: 'question-q1', type: 'PRODUCT_QUESTION', href: '/admin/catalog/question/q1', isRead: false });
    expect(n.description).toBe(`Pembe Elbise: ${'x'.repeat(79)}…`);
  });
});
