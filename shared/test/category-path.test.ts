import { describe, expect, it } from 'vitest';
import { categoryHref, resolveCategorySlugPath } from '../src/entities/category-path';

const cat = (id: string, slug: string, parent?: string) => ({ id, name: slug, slug, parents: parent ? [{ parent: { id: parent } }] : [] });
const categories = [cat('1', 'giyim'), cat('2', 'kadin', '1'), cat('3', 'elbise', '2'), cat('4', 'elektronik'), cat('5', 'elbise', '4')];

describe('storefront category paths', () => {
  it('walks the slugs from a root down', () => {
    const found = resolveCategorySlugPath(categories, ['giyim', 'kadin', 'elbise']);
    expect(found?.category.id).toBe('3');
    expect(found && categoryHref(found.trail)).toBe('/category/giyim/kadin/elbise');
    expect(resolveCategorySlugPath(categories, ['elektronik', 'elbise'])?.category.id).toBe('5');
  });

  it('finds nothing for a slug outside its parent, a non-root start or an empty path', () => {
    expect(resolveCategorySlugPath(categories, ['kadin', 'elbise'])).toBeUndefined();
    expect(resolveCategorySlugPath(categories, ['giyim', 'elbise'])).toBeUndefined();
    expect(resolveCategorySlugPath(categories, [])).toBeUndefined();
  });
});
