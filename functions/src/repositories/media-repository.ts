import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  GSI2,
  MEDIA_PARTITION,
  mediaKey,
  newestFirstSortKey,
  READY_MEDIA_LIST,
  readyMediaListOfType,
  searchTokens,
  type AuditEntry,
  type Media,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { mediaFilePath, mediaObjectKey, uploadObjectKey } from './media-keys';
import { decodeCursor, encodeCursor, queryPage, type Page, type PageQuery } from './paging';
import { conditionFailedAt } from './transactions';

type MediaType = Media['type'];

export interface MediaItem {
  readonly id: string;
  readonly name: string;
  readonly type: MediaType;
  readonly filePath: string;
  readonly contentType: string;
  readonly size: number;
  readonly createdAt: string;
  readonly status: 'PENDING' | 'READY';
  /** An image's size and the WebP widths written for it (issue 32); none for videos and older uploads. */
  readonly width?: number;
  readonly height?: number;
  readonly variantWidths?: number[];
}

/** What completing an image learnt of it. */
export type ImageDimensions = Required<Pick<MediaItem, 'width' | 'height' | 'variantWidths'>>;

/** An item with what only the server needs: where its bytes are uploaded to and published at. */
export interface StoredMedia {
  readonly media: MediaItem;
  readonly uploadKey: string;
  readonly objectKey: string;
}

/**
 * pk MEDIA, sk MEDIA#<id>: one media item, addressed by id.
 * Ready items only (sparse, so pending uploads never show): gsi1 MEDIA#READY for the whole
 * library and gsi2 MEDIA#READY#<type> for one type, both sorted by createdAt.
 * A pending item carries a TTL, so uploads that are never completed go away by themselves.
 */
const PENDING_LIFETIME_SECONDS = 24 * 60 * 60;

const toMediaItem = (item: Record<string, unknown>): MediaItem => ({
  id: String(item.id),
  name: String(item.name),
  type: item.type as MediaType,
  filePath: String(item.filePath),
  contentType: String(item.contentType),
  size: Number(item.size),
  createdAt: String(item.createdAt),
  status: item.status === 'READY' ? 'READY' : 'PENDING',
  ...(typeof item.width === 'number' && typeof item.height === 'number' ? { width: item.width, height: item.height } : {}),
  ...(Array.isArray(item.variantWidths) ? { variantWidths: item.variantWidths.map(Number) } : {}),
});

export interface NewMedia {
  readonly name: string;
  readonly type: MediaType;
  readonly contentType: string;
  readonly extension: string;
  readonly size: number;
}

/** A pending item and, in the same transaction, the audit entry `audit` makes for it. */
export const createPendingMedia = async (media: NewMedia, audit?: (item: MediaItem) => AuditEntry): Promise<StoredMedia> => {
  const now = new Date();
  const id = randomUUID();
  const objectKey = mediaObjectKey(id, media.name, media.extension);
  const uploadKey = uploadObjectKey(id, media.name, media.extension);
  const item: MediaItem = {
    id,
    name: media.name,
    type: media.type,
    filePath: mediaFilePath(objectKey),
    contentType: media.contentType,
    size: media.size,
    createdAt: now.toISOString(),
    status: 'PENDING',
  };
  const ttl = Math.floor(now.getTime() / 1000) + PENDING_LIFETIME_SECONDS;
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: withAudit(
        [
          {
            Put: {
              TableName: tableName(),
              Item: { ...mediaKey(id), ...item, objectKey, uploadKey, ttl },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
        audit?.(item),
      ),
    }),
  );
  return { media: item, objectKey, uploadKey };
};

/** TTL deletes late: a pending item past its time counts as gone. */
export const getMedia = async (id: string): Promise<StoredMedia | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: mediaKey(id), ConsistentRead: true }));
  const item = out.Item;
  if (!item) return undefined;
  if (typeof item.ttl === 'number' && item.ttl * 1000 < Date.now()) return undefined;
  return { media: toMediaItem(item), objectKey: String(item.objectKey), uploadKey: String(item.uploadKey ?? item.objectKey) };
};

/**
 * Files a pending item in the library with the size S3 really holds, with its audit entry in the
 * same transaction; undefined when it is gone. Only a pending item changes, so of two simultaneous
 * completions one writes (and is audited) and the other finds it ready.
 */
export const markMediaReady = async (
  media: MediaItem,
  size: number,
  audit?: AuditEntry,
  dimensions?: ImageDimensions,
): Promise<MediaItem | undefined> => {
  const sortKey = newestFirstSortKey(media.createdAt, media.id);
  const setDimensions = dimensions ? ', #width = :width, #height = :height, #variantWidths = :variantWidths' : '';
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Update: {
                TableName: tableName(),
                Key: mediaKey(media.id),
                UpdateExpression: `SET #status = :ready, #size = :size, ${GSI1.partitionKey} = :all, ${GSI1.sortKey} = :sk, ${GSI2.partitionKey} = :ofType, ${GSI2.sortKey} = :sk${setDimensions} REMOVE #ttl`,
                ConditionExpression: 'attribute_exists(pk) AND #status <> :ready',
                ExpressionAttributeNames: {
                  '#status': 'status',
                  '#size': 'size',
                  '#ttl': 'ttl',
                  ...(dimensions ? { '#width': 'width', '#height': 'height', '#variantWidths': 'variantWidths' } : {}),
                },
                ExpressionAttributeValues: {
                  ...(dimensions ? { ':width': dimensions.width, ':height': dimensions.height, ':variantWidths': dimensions.variantWidths } : {}),
                  ':ready': 'READY',
                  ':size': size,
                  ':all': READY_MEDIA_LIST,
                  ':ofType': readyMediaListOfType(media.type),
                  ':sk': sortKey,
                },
              },
            },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    const current = await getMedia(media.id);
    return current?.media.status === 'READY' ? current.media : undefined;
  }
  return { ...media, status: 'READY', size, ...dimensions };
};

const listing = (type: MediaType | undefined) =>
  type
    ? { index: GSI2.indexName, pkName: GSI2.partitionKey, skName: GSI2.sortKey, pk: readyMediaListOfType(type) }
    : { index: GSI1.indexName, pkName: GSI1.partitionKey, skName: GSI1.sortKey, pk: READY_MEDIA_LIST };

/** A cursor is only good for the listing that issued it; anything else would make the query fail. */
export const isMediaCursor = (type: MediaType | undefined, cursor: string): boolean => {
  const key = decodeCursor(cursor);
  const { pkName, skName, pk } = listing(type);
  return (
    key !== undefined &&
    Object.keys(key).length === 4 &&
    key[pkName] === pk &&
    key.pk === MEDIA_PARTITION &&
    [key.sk, key[skName]].every((v) => typeof v === 'string')
  );
};

const listingQuery = (type: MediaType | undefined): QueryCommandInput => {
  const { index, pkName, pk } = listing(type);
  return {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': pkName },
    ExpressionAttributeValues: { ':pk': pk },
    ScanIndexForward: false,
  };
};

/** Ready media, newest first; callers check the cursor with isMediaCursor. */
export const listReadyMedia = (type: MediaType | undefined, page: PageQuery): Promise<Page<MediaItem>> =>
  queryPage(listingQuery(type), page, toMediaItem);

/** Whether every query word starts some word of the name, both folded alike (searchTokens). */
export const mediaNameMatches = (name: string, queryWords: readonly string[]): boolean => {
  const nameWords = searchTokens(name);
  return queryWords.every((word) => nameWords.some((own) => own.startsWith(word)));
};

/** Library items one search request may read, and how many it asks for at a time. */
export const MEDIA_SEARCH_READ_BUDGET = 1000;
const MEDIA_SEARCH_READ_CHUNK = 250;

/**
 * Ready media whose name matches `query` (mediaNameMatches), newest first.
 *
 * A bounded filtered read of the ready list, not a search index: a shop's library is
 * hundreds to a few thousand files, too few to pay for the product search's index items
 * (one per word, written with every upload and kept in step with it). The list is read
 * in chunks and filtered here, with the same folding as the query, so files uploaded before
 * search existed are found too (DynamoDB bills the items a FilterExpression drops just the
 * same). One request reads at most MEDIA_SEARCH_READ_BUDGET items: when that is spent the
 * page may be short, even empty, and nextCursor goes on from where the reading stopped.
 */
export const searchReadyMedia = async (type: MediaType | undefined, query: string, page: PageQuery): Promise<Page<MediaItem>> => {
  const queryWords = searchTokens(query);
  if (queryWords.length === 0) return listReadyMedia(type, page);
  const { pkName, skName } = listing(type);
  // A cursor names the last item looked at, as DynamoDB's own LastEvaluatedKey would.
  const cursorAt = (item: Record<string, unknown>) => encodeCursor({ pk: item.pk, sk: item.sk, [pkName]: item[pkName], [skName]: item[skName] });
  const found: MediaItem[] = [];
  let start = page.cursor ? decodeCursor(page.cursor) : undefined;
  let read = 0;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        ...listingQuery(type),
        Limit: Math.min(MEDIA_SEARCH_READ_CHUNK, MEDIA_SEARCH_READ_BUDGET - read),
        ExclusiveStartKey: start,
      }),
    );
    const items = out.Items ?? [];
    for (const [i, item] of items.entries()) {
      if (!mediaNameMatches(String(item.name), queryWords)) continue;
      found.push(toMediaItem(item));
      if (found.length === page.limit) {
        const more = i < items.length - 1 || out.LastEvaluatedKey !== undefined;
        return { data: found, ...(more ? { nextCursor: cursorAt(item) } : {}) };
      }
    }
    read += items.length;
    start = out.LastEvaluatedKey;
  } while (start && read < MEDIA_SEARCH_READ_BUDGET);
  return { data: found, ...(start ? { nextCursor: encodeCursor(start) } : {}) };
};

/** Deletes a library item with its audit entry (the caller checked that nothing uses it); false when it was already gone. */
export const deleteMediaItem = async (id: string, audit?: AuditEntry): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit([{ Delete: { TableName: tableName(), Key: mediaKey(id), ConditionExpression: 'attribute_exists(pk)' } }], audit),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
  return true;
};
