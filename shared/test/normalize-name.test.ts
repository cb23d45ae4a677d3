import { describe, expect, it } from 'vitest';
import { mayReceiveNotification, normalizeName, ROLE_NAMES, canAny, ORDER_PERMISSIONS } from '../src';

describe('normalizeName', () => {
  it.each([
    ['Pro\u200bbe', 'Probe'],
    ['Pro\u200c\u200dbe', 'Probe'],
    ['\ufeffProbe', 'Probe'],
    ['Pro\u00adbe', 'Probe'],
    ['Pro\u2060be', 'Probe'],
    ['Pro\u034fbe', 'Probe'],
    ['\u202eProbe\u202c', 'Probe'],
    ['  Ev   ve\u00a0Yaşam ', 'Ev ve Yaşam'],
    ['S\u0327ık', 'Şık'],
    ['I\u0307pekyolu', 'İpekyolu'],
  ])('%j reads as %j', (raw, name) => {
    expect(normalizeName(raw)).toBe(name);
  });

  it('keeps what a reader sees: Turkish letters, digits, punctuation', () => {
    expect(normalizeName('Çınar & Işıltı 2026 – Öğün')).toBe('Çınar & Işıltı 2026 – Öğün');
  });
});

describe('mayReceiveNotification', () => {
  it('gives a new-order alert to exactly the roles that may see orders', () => {
    for (const role of ROLE_NAMES) expect(mayReceiveNotification('NEW_ORDER', [role]), role).toBe(canAny([role], ORDER_PERMISSIONS));
    expect(mayReceiveNotification('NEW_ORDER', ['THEME_MANAGER'])).toBe(false);
    expect(mayReceiveNotification('NEW_ORDER', ['ORDER_MANAGER'])).toBe(true);
    expect(mayReceiveNotification('NEW_ORDER', [])).toBe(false);
  });

  it('gives system notices to every admin role and to no one outside the shell', () => {
    expect(mayReceiveNotification('SYSTEM', ['THEME_MANAGER'])).toBe(true);
    expect(mayReceiveNotification('SYSTEM', ['USER'])).toBe(false);
  });
});
