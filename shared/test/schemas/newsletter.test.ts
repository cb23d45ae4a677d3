import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWSLETTER_SETTINGS, newsletterSettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('newsletter settings', () => {
  it('defaults: a subscribe title, text styles 20/600, 14/400, 12/400', () => {
    const n = DEFAULT_NEWSLETTER_SETTINGS;
    expect(n.title.length).toBeGreaterThan(0);
    expect([n.titleStyle.fontSize, n.titleStyle.fontWeight]).toEqual([20, 600]);
    expect([n.descriptionStyle.fontSize, n.descriptionStyle.fontWeight]).toEqual([14, 400]);
    expect([n.bottomTextStyle.fontSize, n.bottomTextStyle.fontWeight]).toEqual([12, 400]);
    expect(n.image).toBeNull();
    expect([n.topMargin, n.bottomMargin]).toEqual([0, 0]);
    expectStable(newsletterSettingsSchema, n);
  });

  it('margins 0-96', () => {
    expect(issueAt(newsletterSettingsSchema, { topMargin: 97 }, 'topMargin').message).toBe('topMargin en fazla 96 olabilir.');
    expect(newsletterSettingsSchema.parse({ bottomMargin: 96 }).bottomMargin).toBe(96);
  });

  it('rejects oversized text naming the field', () => {
    expect(issueAt(newsletterSettingsSchema, { title: 'x'.repeat(201) }, 'title').message).toBe('title en fazla 200 karakter olabilir.');
    expect(issueAt(newsletterSettingsSchema, { imagePosition: 'top' }, 'imagePosition').message).toBe(
      'imagePosition şu değerlerden biri olmalıdır: left, right.',
    );
  });
});
