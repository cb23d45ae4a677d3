import { describe, expect, it } from 'vitest';
import { badgeLabel } from '../../../../src/features/other/notifications/badge';

describe('badgeLabel', () => {
  it.each([
    [0, undefined],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%d unread shows %s', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});
