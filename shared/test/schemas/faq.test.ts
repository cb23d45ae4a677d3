import { describe, expect, it } from 'vitest';
import { DEFAULT_FAQ_SETTINGS, IMAGE_POSITIONS, faqItemSchema, faqSettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('FAQ settings', () => {
  it('defaults per component editors §3', () => {
    expect(DEFAULT_FAQ_SETTINGS).toMatchObject({
      title: 'Sıkça Sorulan Sorular',
      showTitle: true,
      faqItems: [],
      image: null,
      imagePosition: 'left',
      mobileImagePosition: 'top',
      containerWidth: 100,
      titleStyle: { fontSize: 32, fontFamily: 'inter', fontWeight: 600, color: '#000000' },
      questionStyle: { fontSize: 18, fontFamily: 'inter', fontWeight: 500, color: '#000000' },
      answerStyle: { fontSize: 16, fontFamily: 'inter', fontWeight: 400, color: '#666666' },
      backgroundColor: '#ffffff',
      borderColor: '#e5e7eb',
      borderRadius: 8,
      topMargin: 0,
      bottomMargin: 0,
    });
    expectStable(faqSettingsSchema, DEFAULT_FAQ_SETTINGS);
  });

  it('option lists and ranges', () => {
    expect(IMAGE_POSITIONS).toEqual(['left', 'right']);
    expect(issueAt(faqSettingsSchema, { containerWidth: 80 }, 'containerWidth').message).toBe(
      'containerWidth şu değerlerden biri olmalıdır: 25, 33, 50, 66, 75, 90, 100.',
    );
    expect(issueAt(faqSettingsSchema, { titleStyle: { fontWeight: 900 } }, 'titleStyle.fontWeight').message).toBe(
      'titleStyle.fontWeight şu değerlerden biri olmalıdır: 300, 400, 500, 600, 700, 800.',
    );
    expect(issueAt(faqSettingsSchema, { topMargin: 241 }, 'topMargin').message).toBe('topMargin en fazla 240 olabilir.');
    expect(issueAt(faqSettingsSchema, { mobileImagePosition: 'left' }, 'mobileImagePosition').message).toBe(
      'mobileImagePosition şu değerlerden biri olmalıdır: top, bottom, hidden.',
    );
  });
});

describe('FAQ item', () => {
  it('parses a question and its answer', () => {
    expectStable(faqItemSchema, { id: 'f1', question: 'Kargo ücreti ne kadar?', answer: '500 TL üzeri ücretsiz.', order: 1 });
  });

  it('question and answer must not be blank: Soru ve cevap metni gereklidir.', () => {
    expect(issueAt(faqItemSchema, { id: 1, question: '   ', answer: 'Evet', order: 1 }, 'question').message).toBe('Soru ve cevap metni gereklidir.');
    expect(issueAt(faqItemSchema, { id: 1, question: 'Soru?', answer: '', order: 1 }, 'answer').message).toBe('Soru ve cevap metni gereklidir.');
    expect(issueAt(faqItemSchema, { id: 1, question: 'Soru?', order: 1 }, 'answer').message).toBe('Soru ve cevap metni gereklidir.');
  });
});
