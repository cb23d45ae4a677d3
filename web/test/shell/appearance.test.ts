import { describe, expect, it } from 'vitest';
import { preferredScheme, schemeForPath } from '../../src/session/appearance/color-scheme';

describe('colour scheme', () => {
  it('follows the OS on the first visit, then the saved choice', () => {
    expect(preferredScheme(null, true)).toBe('dark');
    expect(preferredScheme(null, false)).toBe('light');
    expect(preferredScheme('light', true)).toBe('light');
    expect(preferredScheme('dark', false)).toBe('dark');
    expect(preferredScheme('mor', true)).toBe('dark');
  });

  it('forces light outside /admin (sign-in page, storefront)', () => {
    expect(schemeForPath('/admin/dashboard', 'dark')).toBe('dark');
    expect(schemeForPath('/admin', 'dark')).toBe('dark');
    expect(schemeForPath('/login', 'dark')).toBe('light');
    expect(schemeForPath('/', 'dark')).toBe('light');
    expect(schemeForPath('/administrator', 'dark')).toBe('light');
  });
});
