import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKEN_LENGTH, charLength, foldForSearch, lowerTurkish, searchTokens } from '../src/text/search-tokens';

describe('lowerTurkish', () => {
  it('lower-cases by Turkish rules: İ -> i and I -> ı', () => {
    expect(lowerTurkish('İSTANBUL')).toBe('istanbul');
    expect(lowerTurkish('IŞIK')).toBe('ışık');
    expect(lowerTurkish('ĞÜŞÖÇ')).toBe('ğüşöç');
    expect(lowerTurkish('IRMAK')).not.toBe(lowerTurkish('İRMAK'));
  });

  it('folds a decomposed İ, and an i̇ lower-cased elsewhere, like the composed letter', () => {
    expect(lowerTurkish('I\u0307stanbul')).toBe('istanbul');
    expect(lowerTurkish('İstanbul'.toLowerCase())).toBe('istanbul');
    expect(lowerTurkish('Şule'.normalize('NFD'))).toBe('şule');
  });
});

describe('foldForSearch', () => {
  it('finds İstanbul however it is typed', () => {
    for (const typed of ['istanbul', 'İSTANBUL', 'ISTANBUL', 'İstanbul'.toLowerCase()]) expect(foldForSearch(typed)).toBe(foldForSearch('İstanbul'));
  });

  it('finds IŞIK as ışık and as isik (no Turkish keyboard)', () => {
    for (const typed of ['ışık', 'IŞIK', 'isik', 'ISIK']) expect(foldForSearch(typed)).toBe(foldForSearch('IŞIK'));
  });

  it('drops the marks of every Turkish letter', () => {
    expect(foldForSearch('Çağla Şule Öztürk Gül Işıltılı')).toBe('cagla sule ozturk gul isiltili');
  });
});

describe('searchTokens', () => {
  it('gives the distinct folded words in order', () => {
    expect(searchTokens('Klasik Siyah Elbise 12')).toEqual(['klasik', 'siyah', 'elbise', '12']);
    expect(searchTokens('Ev & Yaşam — EV')).toEqual(['ev', 'yasam']);
    expect(searchTokens('  ')).toEqual([]);
  });

  it('splits e-mail addresses into their parts (and a name equal to one of them counts once)', () => {
    expect(searchTokens('Ayşe', 'Kaya', 'ayse.kaya1@example.com')).toEqual(['ayse', 'kaya', 'kaya1', 'example', 'com']);
  });

  it('cuts very long words, on both sides alike', () => {
    const long = 'ş'.repeat(100);
    expect(searchTokens(long)).toEqual(['s'.repeat(MAX_SEARCH_TOKEN_LENGTH)]);
    expect(searchTokens(long.toLocaleUpperCase('tr'))).toEqual(searchTokens(long));
  });
});

describe('charLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(charLength('İ')).toBe(1);
    expect(charLength('😀a')).toBe(2);
  });
});
