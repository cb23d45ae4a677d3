import { describe, expect, it } from 'vitest';
import {
  QUESTION_ACTIONS,
  QUESTION_STATUSES,
  guestQuestionAskSchema,
  isPublicQuestion,
  questionActionSchema,
  questionNextStatus,
  questionStaffActions,
  shortAskerName,
  type QuestionActionKind,
  type QuestionStatus,
} from '../src';

/** The process written out by hand, every allowed pair; all the others must be refused. */
const ALLOWED: Record<string, QuestionStatus> = {
  'WAITING ANSWER': 'ANSWERED',
  'WAITING REJECT': 'REJECTED',
  'ANSWERED ANSWER': 'ANSWERED',
  'ANSWERED APPROVE': 'PUBLISHED',
  'ANSWERED REJECT': 'REJECTED',
  'PUBLISHED ANSWER': 'ANSWERED',
  'PUBLISHED REJECT': 'REJECTED',
  'PUBLISHED REPORT': 'REPORTED',
  'REPORTED ANSWER': 'ANSWERED',
  'REPORTED APPROVE': 'PUBLISHED',
  'REPORTED REJECT': 'REJECTED',
  'REPORTED REPORT': 'REPORTED',
};

const pairs = QUESTION_STATUSES.flatMap((s) => QUESTION_ACTIONS.map((a): [QuestionStatus, QuestionActionKind] => [s, a]));

describe('the product question process table', () => {
  it.each(pairs)('%s + %s', (status, action) => {
    expect(questionNextStatus(status, action)).toBe(ALLOWED[`${status} ${action}`]);
  });

  it('offers staff only their allowed actions, never REPORT', () => {
    expect(questionStaffActions('WAITING')).toEqual(['ANSWER', 'REJECT']);
    expect(questionStaffActions('ANSWERED')).toEqual(['ANSWER', 'APPROVE', 'REJECT']);
    expect(questionStaffActions('REJECTED')).toEqual([]);
  });

  it('shows published and reported questions only', () => {
    expect(QUESTION_STATUSES.filter(isPublicQuestion)).toEqual(['PUBLISHED', 'REPORTED']);
  });
});

describe('a guest question', () => {
  const valid = { productId: '1', text: 'Kumaşı pamuklu mu acaba?', name: 'Ayşe Kaya', email: 'ayse@example.com', fillMs: 4000 };
  const messages = (body: unknown) => {
    const r = guestQuestionAskSchema.safeParse(body);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes 10 to 2,000 characters, trimmed', () => {
    expect(guestQuestionAskSchema.parse({ ...valid, text: `  ${'a'.repeat(10)}  ` }).text).toBe('a'.repeat(10));
    expect(messages({ ...valid, text: 'a'.repeat(2000) })).toEqual({});
    expect(messages({ ...valid, text: '   kısa   ' })).toEqual({ text: 'Sorunuz en az 10 karakter olmalıdır.' });
    expect(messages({ ...valid, text: 'a'.repeat(2001) })).toEqual({ text: 'Sorunuz en fazla 2000 karakter olabilir.' });
  });

  it('says in Turkish what is wrong with each field', () => {
    expect(messages({ ...valid, name: ' ', email: 'not-an-address' })).toEqual({
      name: 'Adınızı yazın.',
      email: 'Geçerli bir e-posta adresi yazın.',
    });
  });

  it('refuses fields it does not know', () => {
    expect(guestQuestionAskSchema.safeParse({ ...valid, status: 'PUBLISHED' }).success).toBe(false);
  });
});

describe('a staff action', () => {
  it('needs a 10-character answer and a reason to reject', () => {
    expect(questionActionSchema.safeParse({ action: 'ANSWER', version: 1, answer: 'Evet.' }).success).toBe(false);
    expect(questionActionSchema.safeParse({ action: 'REJECT', version: 1 }).success).toBe(false);
    expect(questionActionSchema.safeParse({ action: 'REPORT', version: 1 }).success).toBe(false);
    expect(questionActionSchema.parse({ action: 'APPROVE', version: 3 })).toEqual({ action: 'APPROVE', version: 3 });
  });
});

describe('the name a product page shows', () => {
  it.each([
    ['Ayşe Kaya', 'Ayşe K.'],
    ['  Mehmet Ali  İnce ', 'Mehmet İ.'],
    ['Zeynep', 'Zeynep'],
    ['can ışık', 'can I.'],
  ])('%s -> %s', (name, shown) => expect(shortAskerName(name)).toBe(shown));
});
