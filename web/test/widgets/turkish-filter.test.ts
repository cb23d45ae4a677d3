import { describe, expect, it } from 'vitest';
import { matchesTurkish, sameTurkishName, turkishLower } from '../../src/widgets/turkish-filter';

describe('Turkish case-insensitive filtering', () => {
  it('lowers I to ı and İ to i', () => {
    expect(turkishLower('ISPARTA')).toBe('ısparta');
    expect(turkishLower('İZMİR')).toBe('izmir');
  });

  it('finds an upper-case I name by a dotless ı query and the other way round', () => {
    expect(matchesTurkish('ISPARTA', 'ıspa')).toBe(true);
    expect(matchesTurkish('ısparta', 'ISPA')).toBe(true);
    expect(matchesTurkish('Işık', 'IŞI')).toBe(true);
  });

  it('finds a dotted İ name by a dotted i query and the other way round', () => {
    expect(matchesTurkish('İzmir', 'izm')).toBe(true);
    expect(matchesTurkish('izmir', 'İZM')).toBe(true);
    expect(matchesTurkish('Kahverengİ', 'rengi')).toBe(true);
  });

  it('keeps dotted and dotless i apart', () => {
    expect(matchesTurkish('ISPARTA', 'ispa')).toBe(false);
    expect(matchesTurkish('İzmir', 'ızm')).toBe(false);
    expect(matchesTurkish('Kırmızı', 'kirmizi')).toBe(false);
  });

  it('matches anywhere in the name, and everything for a blank query', () => {
    expect(['Elbise', 'Bluz', 'Etek'].filter((name) => matchesTurkish(name, 'LU'))).toEqual(['Bluz']);
    expect(['Elbise', 'Bluz'].filter((name) => matchesTurkish(name, '   '))).toEqual(['Elbise', 'Bluz']);
  });

  it('compares names without case the Turkish way', () => {
    expect(sameTurkishName('IŞIK', 'ışık')).toBe(true);
    expect(sameTurkishName(' Marka ', 'MARKA')).toBe(true);
    expect(sameTurkishName('Marka', 'Markalar')).toBe(false);
  });
});
