import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../../src/features/other/notifications/relative-time';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime (tr-TR, the spec units)', () => {
  it.each([
    [0, '0 saniye önce'],
    [42 * S, '42 saniye önce'],
    [59 * S, '59 saniye önce'],
    [60 * S, '1 dakika önce'],
    [59 * M, '59 dakika önce'],
    [H, '1 saat önce'],
    [23 * H + 59 * M, '23 saat önce'],
    [D, '1 gün önce'],
    [6 * D, '6 gün önce'],
    [7 * D, '1 hafta önce'],
    [27 * D, '3 hafta önce'],
    // Weeks stop below 4; a month is 30 days, so 28 and 29 days still read as one month.
    [28 * D, '1 ay önce'],
    [30 * D, '1 ay önce'],
    [59 * D, '1 ay önce'],
    [60 * D, '2 ay önce'],
    [359 * D, '11 ay önce'],
    [360 * D, '1 yıl önce'],
    [800 * D, '2 yıl önce'],
  ])('%d ms ago reads "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });

  it('reads a time slightly ahead of this clock as now, not the future', () => {
    expect(relativeTime(new Date(NOW + 5 * S).toISOString(), NOW)).toBe('0 saniye önce');
  });
});
