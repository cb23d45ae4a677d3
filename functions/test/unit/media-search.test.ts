import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1, GSI2, READY_MEDIA_LIST, readyMediaListOfType, searchTokens } from '@shop/shared';
import { decodeCursor } from '../../src/repositories/paging';

/** The ready list as the index returns it (newest first); the fake Query pages it as DynamoDB does. */
let library: Record<string, unknown>[] = [];
const queries: { IndexName?: string; Limit?: number; ExclusiveStartKey?: Record<string, unknown> }[] = [];

const send = vi.fn((command: QueryCommand) => {
  const input = command.input;
  queries.push(input);
  const pk = input.ExpressionAttributeValues?.[':pk'];
  const pkName = input.IndexName === GSI2.indexName ? GSI2.partitionKey : GSI1.partitionKey;
  const listed = library.filter((item) => item[pkName] === pk);
  const from = input.ExclusiveStartKey ? listed.findIndex((item) => item.sk === input.ExclusiveStartKey?.sk) + 1 : 0;
  const items = listed.slice(from, from + (input.Limit ?? listed.length));
  // DynamoDB names the last item read whenever Limit stopped the page, even when nothing follows.
  const last = items.at(-1);
  const stopped = last !== undefined && items.length === input.Limit;
  return Promise.resolve({ Items: items, ...(stopped ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk } } : {}) });
});

vi.mock('../../src/repositories/document-client', () => ({ documentClient: () => ({ send }), tableName: () => 'table' }));

const { mediaNameMatches, MEDIA_SEARCH_READ_BUDGET, searchReadyMedia } = await import('../../src/repositories/media-repository');

const stored = (n: number, name: string, type: 'IMAGE' | 'VIDEO' = 'IMAGE') => {
  const sk = `${new Date(Date.UTC(2025, 0, 1, 0, 0, 10_000 - n)).toISOString()}#m${n}`;
  return {
    pk: 'MEDIA',
    sk: `MEDIA#m${n}`,
    [GSI1.partitionKey]: READY_MEDIA_LIST,
    [GSI1.sortKey]: sk,
    [GSI2.partitionKey]: readyMediaListOfType(type),
    [GSI2.sortKey]: sk,
    id: `m${n}`,
    name,
    type,
    filePath: `/media/m${n}/${name}`,
    contentType: type === 'IMAGE' ? 'image/png' : 'video/mp4',
    size: 10,
    createdAt: '2025-01-01T00:00:00.000Z',
    status: 'READY',
  };
};

const ids = (page: { data: { id: string }[] }) => page.data.map((m) => m.id);
const itemsRead = () => queries.reduce((sum, q) => sum + (q.Limit ?? 0), 0);

describe('mediaNameMatches', () => {
  it.each([
    ['Yaz Kampanyası.PNG', 'kamp'],
    ['Yaz Kampanyası.PNG', 'KAMPANYASI'],
    ['Yaz Kampanyası.PNG', 'png yaz'],
    ['IŞIK-banner.jpg', 'ışık'],
    ['IŞIK-banner.jpg', 'isik ban'],
    ['İstanbul Mağaza.webp', 'istanbul magaza'],
    ['istanbul.webp', 'İSTANBUL'],
  ])('"%s" matches "%s" (Turkish folding, word prefixes)', (name, query) => {
    expect(mediaNameMatches(name, searchTokens(query))).toBe(true);
  });

  it('needs every word, each at the start of a word of the name', () => {
    expect(mediaNameMatches('Yaz Kampanyası.png', ['ampanya'])).toBe(false);
    expect(mediaNameMatches('Yaz Kampanyası.png', ['yaz', 'kis'])).toBe(false);
  });
});

describe('searchReadyMedia', () => {
  beforeEach(() => {
    library = [];
    queries.length = 0;
  });

  it('answers the matching items newest first, a page at a time, going on from the cursor', async () => {
    library = [stored(1, 'yaz-1.png'), stored(2, 'kis.png'), stored(3, 'Yaz 2.png'), stored(4, 'YAZ 3.png'), stored(5, 'bahar.png')];
    const first = await searchReadyMedia(undefined, 'yaz', { limit: 2 });
    expect(ids(first)).toEqual(['m1', 'm3']);
    expect(decodeCursor(first.nextCursor ?? '')).toEqual({
      pk: 'MEDIA',
      sk: 'MEDIA#m3',
      [GSI1.partitionKey]: READY_MEDIA_LIST,
      [GSI1.sortKey]: library[2]?.[GSI1.sortKey],
    });
    const second = await searchReadyMedia(undefined, 'yaz', { limit: 2, cursor: first.nextCursor });
    expect(ids(second)).toEqual(['m4']);
    expect(second.nextCursor).toBeUndefined();
  });

  it('reads the list of one type when a type is given', async () => {
    library = [stored(1, 'tanitim.mp4', 'VIDEO'), stored(2, 'tanitim.png')];
    expect(ids(await searchReadyMedia('VIDEO', 'tanıtım', { limit: 10 }))).toEqual(['m1']);
    expect(queries.map((q) => q.IndexName)).toEqual([GSI2.indexName]);
  });

  it('reads at most the budget per request and says where to go on', async () => {
    library = Array.from({ length: 2500 }, (_, n) => stored(n, n === 2200 ? 'aranan-gorsel.png' : `dosya-${n}.png`));
    const first = await searchReadyMedia(undefined, 'aranan', { limit: 10 });
    expect(first.data).toEqual([]);
    expect(itemsRead()).toBe(MEDIA_SEARCH_READ_BUDGET);
    expect(first.nextCursor).toEqual(expect.any(String));

    queries.length = 0;
    const second = await searchReadyMedia(undefined, 'aranan', { limit: 10, cursor: first.nextCursor });
    expect(second.data).toEqual([]);
    const third = await searchReadyMedia(undefined, 'aranan', { limit: 10, cursor: second.nextCursor });
    expect(ids(third)).toEqual(['m2200']);
    expect(third.nextCursor).toBeUndefined();
  });

  it('lists everything for a query without letters or digits', async () => {
    library = [stored(1, 'a.png'), stored(2, 'b.png')];
    expect(ids(await searchReadyMedia(undefined, ' -- ', { limit: 10 }))).toEqual(['m1', 'm2']);
  });
});
