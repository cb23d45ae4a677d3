import { describe, expect, it } from 'vitest';
import { DEFAULT_MARQUEE_SETTINGS, announcementSchema, marqueeSettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('marquee settings', () => {
  it('defaults: red strip, white text, speed 50, left, gap 150', () => {
    expect(DEFAULT_MARQUEE_SETTINGS).toMatchObject({
      name: 'Kayan Duyuru Bandı',
      announcements: [],
      backgroundColor: '#ef4444',
      textColor: '#ffffff',
      scrollSpeed: 50,
      direction: 'left',
      fontSize: 16,
      fontFamily: 'inter',
      topMargin: 0,
      bottomMargin: 0,
      announcementGap: 150,
    });
    expectStable(marqueeSettingsSchema, DEFAULT_MARQUEE_SETTINGS);
  });

  it('rejects values outside the option lists, naming the field', () => {
    expect(issueAt(marqueeSettingsSchema, { scrollSpeed: 60 }, 'scrollSpeed').message).toBe(
      'scrollSpeed şu değerlerden biri olmalıdır: 20, 30, 50, 70, 100, 150, 200, 350.',
    );
    expect(issueAt(marqueeSettingsSchema, { announcementGap: 100 }, 'announcementGap').message).toBe(
      'announcementGap şu değerlerden biri olmalıdır: 0, 40, 50, 150, 300, 600, 1000.',
    );
    expect(issueAt(marqueeSettingsSchema, { innerGap: 5 }, 'innerGap').message).toBe('innerGap şu değerlerden biri olmalıdır: 0, 4, 8, 12, 16, 20.');
    expect(issueAt(marqueeSettingsSchema, { topMargin: 15 }, 'topMargin').message).toBe(
      'topMargin şu değerlerden biri olmalıdır: 0, 10, 20, 30, 40, 50.',
    );
    expect(issueAt(marqueeSettingsSchema, { fontSize: 33 }, 'fontSize').message).toBe('fontSize en fazla 32 olabilir.');
    expect(issueAt(marqueeSettingsSchema, { fontSize: 11 }, 'fontSize').message).toBe('fontSize en az 12 olmalıdır.');
    expect(issueAt(marqueeSettingsSchema, { direction: 'up' }, 'direction').message).toBe('direction şu değerlerden biri olmalıdır: left, right.');
  });
});

describe('announcement', () => {
  it('needs text: Duyuru metni gereklidir.', () => {
    expectStable(announcementSchema, { id: 1, text: 'Kargo bedava', order: 1 });
    expect(issueAt(announcementSchema, { id: 1, text: '', order: 1 }, 'text').message).toBe('Duyuru metni gereklidir.');
    expect(issueAt(marqueeSettingsSchema, { announcements: [{ id: 1, order: 1 }] }, 'announcements.0.text').message).toBe('Duyuru metni gereklidir.');
  });
});
