import { describe, expect, it } from 'vitest';
import { defaultFooterSettings, type FooterSettings } from '@shop/shared';
import {
  moveLinkToColumn,
  removeLink,
  reorderLink,
  saveLink,
  withColumnCount,
  withoutColumn,
  type FooterColumn,
} from '../../../../src/features/theme/editors/footer/footer-columns';

const link = (id: number, title: string, order: number) => ({
  id,
  title,
  order,
  link: { type: 'custom' as const, title: '', target: `/${title}`, newTab: false },
});
const footer = (): FooterSettings => {
  const base = defaultFooterSettings(2026);
  const [a, b, c] = base.columns as [FooterColumn, FooterColumn, FooterColumn];
  return {
    ...base,
    columns: [{ ...a, links: [link(1, 'Kadın', 1), link(2, 'Erkek', 2)] }, { ...b, links: [link(3, 'KVKK', 1)] }, c],
  };
};
const titles = (columns: readonly FooterColumn[]) =>
  columns.map((column) => [column.title, column.order, column.links.map((l) => [l.title, l.order])]);

describe('footer column count', () => {
  it('adds columns at the end with the default titles first, then numbered ones, and stores the count', () => {
    const start = withColumnCount(footer(), 1).settings;
    const { settings, removed, removedLinks } = withColumnCount(start, 5);
    expect(removed).toEqual([]);
    expect(removedLinks).toBe(0);
    expect(settings.columnCount).toBe(5);
    expect(settings.columns.map((c) => [c.id, c.title, c.order, c.links.length, c.contentAlignment])).toEqual([
      [1, 'Kategoriler', 1, 2, 'left'],
      [2, 'Sözleşmeler', 2, 0, 'left'],
      [3, 'Sayfalar', 3, 0, 'left'],
      [4, '4. Sütun', 4, 0, 'left'],
      [5, '5. Sütun', 5, 0, 'left'],
    ]);
  });

  it('drops the last columns and says how many links go with them', () => {
    const { settings, removed, removedLinks } = withColumnCount(footer(), 1);
    expect(settings.columnCount).toBe(1);
    expect(settings.columns.map((c) => c.title)).toEqual(['Kategoriler']);
    expect(removed.map((c) => c.title)).toEqual(['Sözleşmeler', 'Sayfalar']);
    expect(removedLinks).toBe(1);
    // Only empty columns dropped: nothing to ask about.
    expect(withColumnCount(footer(), 2).removedLinks).toBe(0);
  });

  it('removes one column, renumbering the rest, but never the last one', () => {
    const settings = withoutColumn(footer(), 1) as FooterSettings;
    expect(titles(settings.columns)).toEqual([
      ['Sözleşmeler', 1, [['KVKK', 1]]],
      ['Sayfalar', 2, []],
    ]);
    expect(settings.columnCount).toBe(2);
    expect(withoutColumn(withColumnCount(footer(), 1).settings, 1)).toBeNull();
  });
});

describe('footer links', () => {
  it('moves a link to the end of another column and renumbers both', () => {
    const columns = moveLinkToColumn(footer().columns, 1, 2);
    expect(titles(columns).slice(0, 2)).toEqual([
      ['Kategoriler', 1, [['Erkek', 1]]],
      [
        'Sözleşmeler',
        2,
        [
          ['KVKK', 1],
          ['Kadın', 2],
        ],
      ],
    ]);
  });

  it('reorders within a column and removes with renumbering', () => {
    expect(titles(reorderLink(footer().columns, 2, 0))[0]).toEqual([
      'Kategoriler',
      1,
      [
        ['Erkek', 1],
        ['Kadın', 2],
      ],
    ]);
    expect(titles(removeLink(footer().columns, 1))[0]).toEqual(['Kategoriler', 1, [['Erkek', 1]]]);
  });

  it('refuses a draft with the spec texts in order: title, link, column', () => {
    const columns = footer().columns;
    const target = { type: 'custom' as const, title: '', target: '/iade', newTab: false };
    const refused = (draft: object) => {
      const result = saveLink(columns, { columnId: null, ...draft }, 'add');
      return result.ok ? null : result.message;
    };
    expect(refused({ title: '', link: target, columnId: 3 })).toBe('Link başlığı gereklidir.');
    expect(refused({ title: 'İade', columnId: 3 })).toBe('Link seçimi gereklidir.');
    expect(refused({ title: 'İade', link: { ...target, target: '' }, columnId: 3 })).toBe('Link seçimi gereklidir.');
    expect(refused({ title: 'İade', link: target })).toBe('Sütun seçilmedi.');
    expect(refused({ title: 'İade', link: target, columnId: 99 })).toBe('Link eklenirken bir hata oluştu');
  });

  it('adds a link at the end of its column with a temporary id', () => {
    const result = saveLink(
      footer().columns,
      { title: 'İade', link: { type: 'custom', title: '', target: '/iade', newTab: false }, columnId: 3 },
      'add',
    );
    if (!result.ok) throw new Error(result.message);
    const added = result.columns[2]?.links[0];
    expect(added).toMatchObject({ title: 'İade', order: 1, link: { target: '/iade' } });
    expect(added?.id).toBeLessThan(0);
    expect(added).not.toHaveProperty('columnId');
  });

  it('edits a link in place keeping id and number, or moves it when its column changes', () => {
    const columns = footer().columns;
    const kept = saveLink(columns, { ...link(1, 'Kadın Giyim', 1), columnId: 1 }, 'edit');
    expect(kept.ok && titles(kept.columns)[0]).toEqual([
      'Kategoriler',
      1,
      [
        ['Kadın Giyim', 1],
        ['Erkek', 2],
      ],
    ]);
    const moved = saveLink(columns, { ...link(1, 'Kadın', 1), columnId: 2 }, 'edit');
    expect(moved.ok && titles(moved.columns).slice(0, 2)).toEqual([
      ['Kategoriler', 1, [['Erkek', 1]]],
      [
        'Sözleşmeler',
        2,
        [
          ['KVKK', 1],
          ['Kadın', 2],
        ],
      ],
    ]);
    const gone = saveLink(columns, { ...link(77, 'Yok', 1), columnId: 1 }, 'edit');
    expect(gone.ok ? null : gone.message).toBe('Düzenlenecek link bulunamadı');
  });
});
