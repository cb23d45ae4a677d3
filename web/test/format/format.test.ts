import { describe, expect, it } from 'vitest';
import { compareTr, formatBytes, formatCurrency, formatDate, formatDateTime, formatNumber } from '../../src/format/format';

describe('Turkish formatting (tr-TR, Istanbul time)', () => {
  it('writes money as Turkish lira with a dot for thousands and a comma for decimals', () => {
    expect(formatCurrency(1234.5)).toBe('₺1.234,50');
    expect(formatCurrency(0)).toBe('₺0,00');
  });

  it('writes numbers the Turkish way', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(2.5)).toBe('2,5');
  });

  it('writes dates in Istanbul time with Turkish month names', () => {
    expect(formatDateTime('2026-01-05T10:30:00.000Z')).toBe('5 Oca 2026 13:30');
    expect(formatDate('2026-08-31T22:00:00.000Z')).toBe('1 Eyl 2026');
  });

  it('shows an unreadable date as it came instead of "Invalid Date"', () => {
    expect(formatDateTime('dün')).toBe('dün');
  });

  it('gives file sizes in the largest fitting unit', () => {
    expect(formatBytes(512)).toBe('512 bayt');
    expect(formatBytes(4096)).toBe('4 kB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('sorts in Turkish alphabetical order', () => {
    const names = ['Şimşek', 'Anadolu', 'İpekyolu', 'Çınar', 'Işıltı', 'Boğaziçi', 'Lale', 'Defne', 'Ceviz', 'Sedir'];
    expect([...names].sort(compareTr)).toEqual(['Anadolu', 'Boğaziçi', 'Ceviz', 'Çınar', 'Defne', 'Işıltı', 'İpekyolu', 'Lale', 'Sedir', 'Şimşek']);
  });
});
