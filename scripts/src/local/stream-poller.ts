import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_HANDLERS } from '@shop/shared';
import type { LambdaRunner } from '../gateway/lambda-runner';

export interface StreamPoller {
  readonly stop: () => Promise<void>;
}

export interface StreamPollerOptions {
  /** DynamoDB Local's endpoint, region and credentials; its streams API answers on the same port. */
  readonly clientConfig: { endpoint: string; region: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  readonly tableName: string;
  /** Runs the stream handler, with the read-write grant its function has in AWS. */
  readonly lambdas: LambdaRunner;
  readonly intervalMs?: number;
  readonly log?: (line: string) => void;
}

/** Every this many polls the shard list is read again, to pick up shards opened since. */
const DISCOVER_EVERY = 10;

/** A Lambda event carries ApproximateCreationDateTime in epoch seconds, where the SDK gives a Date. */
const toLambdaEvent = (records: readonly _Record[], streamArn: string): DynamoDBStreamEvent =>
  ({
    Records: records.map((r) => ({
      ...r,
      eventSourceARN: streamArn,
      dynamodb: {
        ...r.dynamodb,
        ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime
          ? Math.floor(r.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
          : undefined,
      },
    })),
    // Attribute values differ from the Lambda event's only for binary values (bytes vs base64), which the table never holds.
  }) as DynamoDBStreamEvent;

/**
 * What AWS's event source mapping does for the table stream: reads DynamoDB Local's
 * stream (from the moment it starts, like LATEST) and calls the stream handler with each
 * batch. Shards opened later are read from their start, so nothing written meanwhile is
 * missed. A failed batch is logged and skipped (AWS would retry it); the handler is
 * idempotent either way.
 */
export const startStreamPoller = async (options: StreamPollerOptions): Promise<StreamPoller> => {
  const log = options.log ?? (() => undefined);
  const intervalMs = options.intervalMs ?? 200;
  const dynamo = new DynamoDBClient(options.clientConfig);
  const table = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) {
    log('Tablo akışı kapalı: yeni sipariş bildirimleri gönderilmeyecek.');
    return { stop: () => Promise.resolve() };
  }

  const streams = new DynamoDBStreamsClient(options.clientConfig);
  const seen = new Set<string>();
  const iterators = new Map<string, string>();

  const iteratorFor = async (ShardId: string, ShardIteratorType: ShardIteratorType) =>
    (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId, ShardIteratorType }))).ShardIterator;

  const listShards = async (): Promise<Shard[]> => {
    const shards: Shard[] = [];
    let ExclusiveStartShardId: string | undefined;
    do {
      const out = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }));
      shards.push(...(out.StreamDescription?.Shards ?? []));
      ExclusiveStartShardId = out.StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
    return shards;
  };

  /** At start only open shards count, from their end; any shard found later is new, read from its start. */
  const discover = async (atStart: boolean) => {
    for (const shard of await listShards()) {
      const id = shard.ShardId;
      if (!id || seen.has(id)) continue;
      seen.add(id);
      if (atStart && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
      const iterator = await iteratorFor(id, atStart ? 'LATEST' : 'TRIM_HORIZON');
      if (iterator) iterators.set(id, iterator);
    }
  };

  const deliver = async (records: readonly _Record[]) => {
    try {
      await options.lambdas.invoke<unknown>(STREAM_HANDLERS.orderEvents.handler, toLambdaEvent(records, streamArn), 'readwrite');
    } catch (error) {
      console.error('stream poller: the stream handler failed; batch skipped', error);
    }
  };

  const readShard = async (id: string, iterator: string) => {
    try {
      const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      if (out.NextShardIterator) iterators.set(id, out.NextShardIterator);
      else iterators.delete(id);
      if (out.Records?.length) await deliver(out.Records);
    } catch (error) {
      // An expired or trimmed iterator: carry on from the shard's end rather than stall.
      console.error(`stream poller: reading shard ${id} failed`, error);
      const fresh = await iteratorFor(id, 'LATEST').catch(() => undefined);
      if (fresh) iterators.set(id, fresh);
      else iterators.delete(id);
    }
  };

  await discover(true);
  let stopped = false;
  let polls = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const poll = async () => {
    if (++polls % DISCOVER_EVERY === 0) await discover(false).catch((error: unknown) => console.error('stream poller: listing shards failed', error));
    for (const [id, iterator] of [...iterators]) {
      if (stopped) return;
      await readShard(id, iterator);
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      current = poll().finally(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
      streams.destroy();
    },
  };
};
