import { describe, expect, it } from 'vitest';
import { slugify } from '../src/text/slugify';

describe('slugify', () => {
  it('folds Turkish letters and joins words with dashes', () => {
    expect(slugify('Ev & Yaşam')).toBe('ev-yasam');
    expect(slugify('İç Giyim')).toBe('ic-giyim');
    expect(slugify('IŞIKLI Ürünler')).toBe('isikli-urunler');
    expect(slugify('  Çocuk Ayakkabısı  ')).toBe('cocuk-ayakkabisi');
  });
});
