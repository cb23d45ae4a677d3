import { describe, expect, it } from 'vitest';
import { isPopupLive, readLastShown, rememberShown, shouldShowPopup, type PopupSchedule } from '../../src/storefront/popup-frequency';

const MIN = 60_000;
const T0 = Date.parse('2026-03-01T12:00:00Z');
const popup = (overrides: Partial<PopupSchedule> = {}): PopupSchedule => ({ displayFrequency: 'EVERY_TIME', isActive: true, ...overrides });

describe('popup display frequency (per visitor, fake clock)', () => {
  it('shows on a first visit whatever the frequency', () => {
    for (const f of ['EVERY_TIME', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'ONCE'] as const) {
      expect(shouldShowPopup(popup({ displayFrequency: f }), undefined, T0)).toBe(true);
    }
  });

  it('EVERY_TIME shows again at once', () => {
    expect(shouldShowPopup(popup(), T0, T0 + 1)).toBe(true);
  });

  it.each([
    ['MINUTE', MIN],
    ['HOUR', 60 * MIN],
    ['DAY', 24 * 60 * MIN],
    ['WEEK', 7 * 24 * 60 * MIN],
  ] as const)('%s waits its period after the last showing', (displayFrequency, period) => {
    const p = popup({ displayFrequency });
    expect(shouldShowPopup(p, T0, T0 + period - 1)).toBe(false);
    expect(shouldShowPopup(p, T0, T0 + period)).toBe(true);
  });

  it('ONCE never shows again', () => {
    expect(shouldShowPopup(popup({ displayFrequency: 'ONCE' }), T0, T0 + 365 * 24 * 60 * MIN)).toBe(false);
  });

  it('shows only between its start and end dates, and only while active', () => {
    const dated = popup({ startDate: '2026-03-01T12:00:00Z', endDate: '2026-03-02T12:00:00Z' });
    expect(isPopupLive(dated, T0 - 1)).toBe(false);
    expect(isPopupLive(dated, T0)).toBe(true);
    expect(isPopupLive(dated, T0 + 24 * 60 * MIN)).toBe(true);
    expect(isPopupLive(dated, T0 + 24 * 60 * MIN + 1)).toBe(false);
    expect(shouldShowPopup({ ...dated, isActive: false }, undefined, T0 + MIN)).toBe(false);
    expect(shouldShowPopup(popup({ startDate: null, endDate: null }), undefined, T0)).toBe(true);
  });

  it('remembers the last showing per popup in the given storage, and survives a broken one', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(readLastShown(store, 'p1')).toBeUndefined();
    rememberShown(store, 'p1', T0);
    expect(readLastShown(store, 'p1')).toBe(T0);
    expect(readLastShown(store, 'p2')).toBeUndefined();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => rememberShown(broken, 'p1', T0)).not.toThrow();
    expect(readLastShown(broken, 'p1')).toBeUndefined();
  });
});
