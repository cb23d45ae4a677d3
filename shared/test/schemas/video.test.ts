import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_SETTINGS, videoItemSchema, videoSettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('video settings', () => {
  it('defaults: Video Oynatıcı, not muted, controls on, 16:9, full width', () => {
    expect(DEFAULT_VIDEO_SETTINGS).toMatchObject({
      name: 'Video Oynatıcı',
      videoItem: null,
      muted: false,
      controls: true,
      aspectRatio: '16:9',
      maxWidth: 'full',
    });
    expectStable(videoSettingsSchema, DEFAULT_VIDEO_SETTINGS);
  });

  it('option lists', () => {
    expect(issueAt(videoSettingsSchema, { aspectRatio: '3:2' }, 'aspectRatio').message).toBe(
      'aspectRatio şu değerlerden biri olmalıdır: 16:9, 4:3, 1:1, 21:9, 9:16.',
    );
    expect(issueAt(videoSettingsSchema, { borderRadius: 999 }, 'borderRadius').message).toBe(
      'borderRadius şu değerlerden biri olmalıdır: 0, 4, 8, 12, 16.',
    );
    expect(issueAt(videoSettingsSchema, { maxWidth: '7xl' }, 'maxWidth').message).toBe(
      'maxWidth şu değerlerden biri olmalıdır: full, 6xl, 5xl, 4xl, 3xl, 2xl, xl, lg, md, sm, xs.',
    );
  });

  it('holds one video item', () => {
    const settings = videoSettingsSchema.parse({
      videoItem: { id: 1, video: { id: 9, type: 'VIDEO', name: 'tanitim.mp4', filePath: '/v/tanitim.mp4' } },
    });
    expectStable(videoSettingsSchema, settings);
  });
});

describe('video item', () => {
  it('needs a video: Video seçimi gereklidir.', () => {
    expect(issueAt(videoItemSchema, { id: 1 }, 'video').message).toBe('Video seçimi gereklidir.');
  });

  it('accepts video media only', () => {
    expect(issueAt(videoItemSchema, { id: 1, video: { type: 'IMAGE', filePath: '/a.jpg' } }, 'video').message).toBe('Video seçimi gereklidir.');
  });
});
