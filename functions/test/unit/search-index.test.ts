import { describe, expect, it } from 'vitest';
import { SEARCH_ENTITY, searchEntityPartition, searchTokenKey, searchTokenSortKey, searchWordPartition } from '@shop/shared';
import { searchIndexItems, searchPlan } from '../../src/repositories/search-index-repository';

describe('searchIndexItems', () => {
  it('writes one item per distinct word of two or more characters, partitioned by its first two', () => {
    const summary = { id: '7', name: 'İrem', surname: 'Işık', email: 'irem.isik7@example.com' };
    const member = SEARCH_ENTITY.member;
    const items = searchIndexItems(member, '7', [summary.name, summary.surname, summary.email], summary);
    const indexed = (token: string, head: string) => [
      searchTokenKey(member, '7', token).sk,
      searchWordPartition(member, head),
      searchTokenSortKey(token, '7'),
    ];
    expect(items.map((i) => [i.sk, i.gsi2pk, i.gsi2sk])).toEqual([
      indexed('irem', 'ir'),
      indexed('isik', 'is'),
      indexed('isik7', 'is'),
      indexed('example', 'ex'),
      indexed('com', 'co'),
    ]);
    expect(new Set(items.map((i) => i.pk))).toEqual(new Set([searchEntityPartition(member, '7')]));
    for (const item of items) expect(item).toMatchObject({ entityId: '7', words: ' irem isik isik7 example com', summary });
  });

  it('keeps one-letter words for the filter but gives them no item', () => {
    const items = searchIndexItems(SEARCH_ENTITY.product, 'p1', ['Samsung S 24'], { id: 'p1' }, ['1', '2']);
    expect(items.map((i) => i.sk)).toEqual(['samsung', '24'].map((token) => searchTokenKey(SEARCH_ENTITY.product, 'p1', token).sk));
    expect(items[0]).toMatchObject({ words: ' samsung s 24', scopes: ['1', '2'] });
  });

  it('bounds the items one entity writes', () => {
    const name = Array.from({ length: 80 }, (_, i) => `kelime${i}`).join(' ');
    expect(searchIndexItems(SEARCH_ENTITY.product, 'p1', [name], { id: 'p1' })).toHaveLength(50);
  });
});

describe('searchPlan', () => {
  it('tries the longest words as lookups first; every word is checked', () => {
    expect(searchPlan('yeşil ELBİSE')).toEqual({ words: ['yesil', 'elbise'], lookups: ['elbise', 'yesil'] });
    expect(searchPlan('ahmet.yilmaz1@ex')).toEqual({ words: ['ahmet', 'yilmaz1', 'ex'], lookups: ['yilmaz1', 'ahmet', 'ex'] });
    expect(searchPlan('a bc')).toEqual({ words: ['a', 'bc'], lookups: ['bc'] });
  });

  it('tries at most three lookups', () => {
    expect(searchPlan('bir iki üç dört beş')?.lookups).toEqual(['dort', 'bir', 'iki']);
  });

  it('has no plan when no word has two characters', () => {
    expect(searchPlan('a b')).toBeUndefined();
    expect(searchPlan('  ')).toBeUndefined();
  });
});
