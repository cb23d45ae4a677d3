import { describe, expect, it } from 'vitest';
import { BUTTON_VARIANTS, SOCIAL_BUTTON_VARIANTS, SOCIAL_MEDIA_TYPES, socialBrandVariant, socialMediaSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

const valid = {
  id: 1,
  name: 'Instagram',
  url: { type: 'custom', title: 'Instagram', target: 'https://instagram.com/magaza', newTab: true },
  type: 'INSTAGRAM',
  order: 1,
};

describe('social media', () => {
  it('has all 28 types, in the spec order', () => {
    expect(SOCIAL_MEDIA_TYPES).toEqual([
      'FACEBOOK',
      'INSTAGRAM',
      'TWITTER',
      'LINKEDIN',
      'YOUTUBE',
      'PINTEREST',
      'TIKTOK',
      'WHATSAPP',
      'TELEGRAM',
      'DISCORD',
      'GITHUB',
      'SNAPCHAT',
      'REDDIT',
      'TWITCH',
      'SPOTIFY',
      'SKYPE',
      'STEAM',
      'BEHANCE',
      'DRIBBBLE',
      'VIMEO',
      'SOUNDCLOUD',
      'SLACK',
      'MEDIUM',
      'THREADS',
      'MASTODON',
      'WECHAT',
      'VIBER',
      'LINE',
    ]);
    expect(SOCIAL_MEDIA_TYPES).toHaveLength(28);
  });

  it('fills its defaults and parses back to itself', () => {
    const parsed = socialMediaSchema.parse(valid);
    expect(parsed).toMatchObject({ description: '', buttonVariant: 'default', socialSize: 'default', socialText: '' });
    expectStable(socialMediaSchema, parsed);
  });

  it('each type has a brand button variant', () => {
    expect(socialBrandVariant('FACEBOOK')).toBe('facebook');
    expect(SOCIAL_BUTTON_VARIANTS).toEqual([...BUTTON_VARIANTS, ...SOCIAL_MEDIA_TYPES.map((t) => t.toLowerCase())]);
    expect(socialMediaSchema.parse({ ...valid, buttonVariant: 'instagram' }).buttonVariant).toBe('instagram');
  });

  it('name is required: Sosyal medya adı gereklidir.', () => {
    expect(issueAt(socialMediaSchema, { ...valid, name: '' }, 'name').message).toBe('Sosyal medya adı gereklidir.');
  });

  it('a link is required: URL gereklidir.', () => {
    const { url: _url, ...withoutUrl } = valid;
    expect(issueAt(socialMediaSchema, withoutUrl, 'url').message).toBe('URL gereklidir.');
    expect(issueAt(socialMediaSchema, { ...valid, url: { target: '' } }, 'url').message).toBe('URL gereklidir.');
  });

  it('rejects an unknown type naming the field', () => {
    expect(issueAt(socialMediaSchema, { ...valid, type: 'MYSPACE' }, 'type').message).toMatch(/^type şu değerlerden biri/);
  });
});
