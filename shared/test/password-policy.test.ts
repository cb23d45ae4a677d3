import { describe, expect, it } from 'vitest';
import { unmetPasswordRules } from '../src';

describe('the admin password rules', () => {
  it('takes a password with 12 characters, both cases, a digit and a symbol', () => {
    expect(unmetPasswordRules('Uzun-ve-Guclu-2026')).toEqual([]);
    expect(unmetPasswordRules('Aa1 aaaaaaaaaa')).toEqual([]);
  });

  it('names each rule a password misses', () => {
    expect(unmetPasswordRules('')).toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']);
    expect(unmetPasswordRules('Kisa1!')).toEqual(['minLength']);
    expect(unmetPasswordRules('UZUNVEGUCLU-2026')).toEqual(['lowercase']);
    expect(unmetPasswordRules('uzunveguclu-2026')).toEqual(['uppercase']);
    expect(unmetPasswordRules('Uzun-ve-Guclu-!!')).toEqual(['digit']);
    expect(unmetPasswordRules('UzunveGuclu2026')).toEqual(['symbol']);
  });

  it('counts only A–Z and a–z as letters and a space as a symbol only inside', () => {
    expect(unmetPasswordRules('ŞĞÜÖÇİşğüöçı-2026')).toEqual(['lowercase', 'uppercase']);
    expect(unmetPasswordRules(' UzunveGuclu2026')).toEqual(['symbol']);
    expect(unmetPasswordRules('Uzunve Guclu2026')).toEqual([]);
  });
});
