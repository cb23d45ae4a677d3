import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXED_BANNER_SETTINGS, defaultFixedBannerSettings, fixedBannerName, fixedBannerSettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('fixed announcement banner settings', () => {
  it('defaults per component editors §3', () => {
    expect(DEFAULT_FIXED_BANNER_SETTINGS).toMatchObject({
      linkText: 'Daha fazla',
      linkHref: '#',
      showCloseButton: true,
      centerContent: false,
      backgroundColor: '#f3f4f6',
      textColor: '#374151',
      linkColor: '#1f2937',
      closeButtonColor: '#6b7280',
      showOnMobile: true,
      showOnTablet: true,
      showOnDesktop: true,
      topMargin: 0,
      bottomMargin: 0,
      fontSize: 14,
      iconName: 'rocket',
    });
    expectStable(fixedBannerSettingsSchema, DEFAULT_FIXED_BANNER_SETTINGS);
  });

  it('bannerName is derived from the component id', () => {
    expect(defaultFixedBannerSettings(42).bannerName).toBe(fixedBannerName(42));
    expect(fixedBannerName(42)).toContain('42');
    expect(fixedBannerName('a1')).not.toBe(fixedBannerName('b2'));
    expectStable(fixedBannerSettingsSchema, defaultFixedBannerSettings('a1'));
  });

  it('font size 12-24, margins 0-64', () => {
    expect(issueAt(fixedBannerSettingsSchema, { fontSize: 25 }, 'fontSize').message).toBe('fontSize en fazla 24 olabilir.');
    expect(issueAt(fixedBannerSettingsSchema, { fontSize: 11 }, 'fontSize').message).toBe('fontSize en az 12 olmalıdır.');
    expect(issueAt(fixedBannerSettingsSchema, { topMargin: 65 }, 'topMargin').message).toBe('topMargin en fazla 64 olabilir.');
    expect(issueAt(fixedBannerSettingsSchema, { bottomMargin: -1 }, 'bottomMargin').message).toBe('bottomMargin en az 0 olmalıdır.');
  });
});
