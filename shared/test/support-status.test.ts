import { describe, expect, it } from 'vitest';
import {
  canMoveSupportStatus,
  feedbackCreateSchema,
  normalizeOrderNumber,
  statusAfterReply,
  SUPPORT_STATUSES,
  SUPPORT_TEXTS,
  supportRequestCreateSchema,
} from '../src';

describe('Destek status moves', () => {
  it('go Yeni → Yanıtlandı → Çözüldü, close a new one, reopen a solved one, and nothing else', () => {
    const allowed = SUPPORT_STATUSES.flatMap((from) => SUPPORT_STATUSES.filter((to) => canMoveSupportStatus(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(['answered>resolved', 'new>answered', 'new>resolved', 'resolved>new']);
  });

  it('a reply answers a new request and leaves other statuses alone', () => {
    expect(statusAfterReply('new')).toBe('answered');
    expect(statusAfterReply('answered')).toBe('answered');
    expect(statusAfterReply('resolved')).toBe('resolved');
  });
});

describe('a support request as the route parses it', () => {
  const base = {
    name: ' Ayşe ',
    email: 'ayse@example.com',
    subject: 'Kargo',
    message: 'Kargom gelmedi, yardım eder misiniz?',
    source: 'chat',
    fillMs: 4000,
  };

  it('trims text, reads an order number as shoppers quote it and drops an empty one', () => {
    expect(supportRequestCreateSchema.parse({ ...base, orderNumber: ' #1001 ' })).toMatchObject({ name: 'Ayşe', orderNumber: '1001' });
    expect(supportRequestCreateSchema.parse({ ...base, orderNumber: '' }).orderNumber).toBeUndefined();
    expect(normalizeOrderNumber('# 42')).toBe('42');
    expect(normalizeOrderNumber('SP-42')).toBeUndefined();
  });

  it.each(['contact', 'chat'])('needs the fill time from the %s form', (source) => {
    expect(supportRequestCreateSchema.safeParse({ ...base, source }).success).toBe(true);
    const { fillMs: _, ...withoutFill } = { ...base, source };
    const refused = supportRequestCreateSchema.safeParse(withoutFill);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['fillMs'], message: SUPPORT_TEXTS.tooFast });
  });

  it('refuses unknown keys, a bad source and an order number that is not a number', () => {
    expect(supportRequestCreateSchema.safeParse({ ...base, admin: true }).success).toBe(false);
    expect(supportRequestCreateSchema.safeParse({ ...base, source: 'mail' }).success).toBe(false);
    const bad = supportRequestCreateSchema.safeParse({ ...base, orderNumber: '12a' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['orderNumber'], message: SUPPORT_TEXTS.orderNumberInvalid });
  });
});

describe('feedback as the route parses it', () => {
  it('takes a rating from 1 to 5 or none, and an e-mail or nothing', () => {
    const base = { category: 'thanks', message: 'Çok memnun kaldım.', fillMs: 5000 };
    expect(feedbackCreateSchema.parse({ ...base, email: '  ' })).toEqual(base);
    for (const rating of [0, 6, 2.5]) expect(feedbackCreateSchema.safeParse({ ...base, rating }).success).toBe(false);
    expect(feedbackCreateSchema.parse({ ...base, rating: 5 }).rating).toBe(5);
  });
});
