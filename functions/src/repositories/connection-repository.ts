import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { chatVisitorConnectionList, CONNECTION_LIST, connectionKey, cursorRoomList, GSI1, GSI2 } from '@shop/shared';

/** One open WebSocket, as the realtime handlers see it. Cursor positions are never stored. */
export interface Connection {
  readonly connectionId: string;
  readonly sub: string;
  /** The display name the ID token gives (given + family name, else e-mail, else 'Anonim Kullanıcı'): the only name others see. */
  readonly userName: string;
  readonly groups: readonly string[];
  /** Epoch milliseconds. */
  readonly connectedAt: number;
  /** The /admin page the admin is on (admin:join / admin:update); no presence without it. */
  readonly path?: string;
  /** Epoch milliseconds of the last admin:join / admin:update. */
  readonly pathAt?: number;
  /** The theme-builder component selected on that page, if any. */
  readonly selectedComponentId?: string;
  /** The page whose cursors the connection shares and receives (admin:cursor:join). */
  readonly cursorPath?: string;
  /**
   * Set only on a storefront visitor's connection (role visitor, issue 30): the one conversation
   * it may write to and hear from. Such a connection is never listed under CONNECTIONS (admin
   * broadcasts, presence, order events) and no admin update (presence, cursor room) applies to it.
   */
  readonly conversationId?: string;
}

/**
 * pk CONNECTION#<id>, sk CONNECTION: one item per connection, addressed by the id API Gateway gives.
 * - gsi1 CONNECTIONS: every connection, for broadcasts and the presence list (one query, no scan).
 * - gsi2 CURSORS#<hash of path>, only while in a cursor room (sparse): cursor fan-out reads exactly
 *   the connections on that page. The path is hashed because a GSI key holds at most 2048 bytes
 *   and a path may be that long on its own.
 * The TTL matches API Gateway's 2-hour connection limit, so items of connections whose
 * $disconnect never ran go away by themselves; reads skip expired ones, as TTL deletes late.
 */
const cursorRoom = (path: string) => cursorRoomList(createHash('sha256').update(path).digest('base64url'));
export const CONNECTION_LIFETIME_SECONDS = 2 * 60 * 60;

const isLive = (item: Record<string, unknown>, now: number) => typeof item.ttl !== 'number' || item.ttl * 1000 > now;

const toConnection = (item: Record<string, unknown>): Connection => ({
  connectionId: String(item.connectionId),
  sub: String(item.sub),
  userName: String(item.userName),
  groups: Array.isArray(item.groups) ? item.groups.map(String) : [],
  connectedAt: Number(item.connectedAt),
  ...(typeof item.path === 'string' ? { path: item.path } : {}),
  ...(typeof item.pathAt === 'number' ? { pathAt: item.pathAt } : {}),
  ...(typeof item.selectedComponentId === 'string' ? { selectedComponentId: item.selectedComponentId } : {}),
  ...(typeof item.cursorPath === 'string' ? { cursorPath: item.cursorPath } : {}),
  ...(typeof item.conversationId === 'string' ? { conversationId: item.conversationId } : {}),
});

export interface NewConnection {
  readonly connectionId: string;
  readonly sub: string;
  readonly userName: string;
  readonly groups: readonly string[];
}

export const putConnection = async (connection: NewConnection): Promise<void> => {
  const now = Date.now();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKey(connection.connectionId),
        [GSI1.partitionKey]: CONNECTION_LIST,
        [GSI1.sortKey]: connection.connectionId,
        connectionId: connection.connectionId,
        sub: connection.sub,
        userName: connection.userName,
        groups: [...connection.groups],
        connectedAt: now,
        ttl: Math.floor(now / 1000) + CONNECTION_LIFETIME_SECONDS,
      },
    }),
  );
};

/**
 * A visitor's connection: listed under its conversation only, with role visitor. Its sub is the
 * conversation's visitor (`visitor:<conversationId>`), its groups none: no permission check passes it.
 */
export const putVisitorConnection = async (connection: { connectionId: string; conversationId: string; userName: string }): Promise<void> => {
  const now = Date.now();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKey(connection.connectionId),
        [GSI1.partitionKey]: chatVisitorConnectionList(connection.conversationId),
        [GSI1.sortKey]: connection.connectionId,
        connectionId: connection.connectionId,
        role: 'visitor',
        conversationId: connection.conversationId,
        sub: `visitor:${connection.conversationId}`,
        userName: connection.userName,
        groups: [],
        connectedAt: now,
        ttl: Math.floor(now / 1000) + CONNECTION_LIFETIME_SECONDS,
      },
    }),
  );
};

/** Reads one connection (a visitor's chat:send and chat:typing find their conversation here, never in the message). */
export const getConnection = async (connectionId: string): Promise<Connection | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: connectionKey(connectionId) }));
  return out.Item && isLive(out.Item, Date.now()) ? toConnection(out.Item) : undefined;
};

/**
 * Updates an existing connection only: an update on a missing key would create the item
 * again, bringing a closed connection back. Undefined when there is no such connection.
 */
const updateConnection = async (
  connectionId: string,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>,
  returnValues: 'ALL_NEW' | 'ALL_OLD',
): Promise<Connection | undefined> => {
  const out = await unlessConditionFails(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: connectionKey(connectionId),
        // A visitor's connection is never updated as an admin's (presence, cursor room): to those routes it is unknown.
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(conversationId)',
        ReturnValues: returnValues,
        ...update,
      }),
    ),
  );
  return out?.Attributes ? toConnection(out.Attributes) : undefined;
};

export interface PresencePlace {
  readonly path: string;
  readonly selectedComponentId?: string;
}

/** Sets the page (and builder selection) of the connection's presence; answers the updated connection. */
export const setConnectionPresence = (connectionId: string, place: PresencePlace): Promise<Connection | undefined> => {
  const now = Date.now();
  return updateConnection(
    connectionId,
    place.selectedComponentId === undefined
      ? {
          UpdateExpression: 'SET #path = :path, pathAt = :at REMOVE selectedComponentId',
          ExpressionAttributeNames: { '#path': 'path' },
          ExpressionAttributeValues: { ':path': place.path, ':at': now },
        }
      : {
          UpdateExpression: 'SET #path = :path, pathAt = :at, selectedComponentId = :selected',
          ExpressionAttributeNames: { '#path': 'path' },
          ExpressionAttributeValues: { ':path': place.path, ':at': now, ':selected': place.selectedComponentId },
        },
    'ALL_NEW',
  );
};

/** Moves the connection into the cursor room of `path`; answers the connection as it was (its previous room). */
export const joinCursorRoom = (connectionId: string, path: string): Promise<Connection | undefined> =>
  updateConnection(
    connectionId,
    {
      UpdateExpression: `SET cursorPath = :path, ${GSI2.partitionKey} = :room, ${GSI2.sortKey} = :id`,
      ExpressionAttributeValues: { ':path': path, ':room': cursorRoom(path), ':id': connectionId },
    },
    'ALL_OLD',
  );

/** Takes the connection out of its cursor room; answers the connection as it was (its previous room). */
export const leaveCursorRoom = (connectionId: string): Promise<Connection | undefined> =>
  updateConnection(connectionId, { UpdateExpression: `REMOVE cursorPath, ${GSI2.partitionKey}, ${GSI2.sortKey}` }, 'ALL_OLD');

/**
 * Deletes the connection and answers it as it was, or undefined when it was already gone:
 * of $disconnect and a fan-out that met a 410, exactly one gets the item and tells the others.
 */
export const deleteConnection = async (connectionId: string): Promise<Connection | undefined> => {
  const out = await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(connectionId), ReturnValues: 'ALL_OLD' }));
  return out.Attributes ? toConnection(out.Attributes) : undefined;
};

const queryConnections = async (index: typeof GSI1 | typeof GSI2, partition: string, now: number): Promise<Connection[]> => {
  const { indexName, partitionKey: key } = index;
  const items = await queryAll({
    TableName: tableName(),
    IndexName: indexName,
    KeyConditionExpression: `${key} = :pk`,
    ExpressionAttributeValues: { ':pk': partition },
  });
  return items.filter((item) => isLive(item, now)).map(toConnection);
};

export const listConnections = (): Promise<Connection[]> => queryConnections(GSI1, CONNECTION_LIST, Date.now());

export const listCursorRoom = (path: string): Promise<Connection[]> => queryConnections(GSI2, cursorRoom(path), Date.now());

/** The open connections of one conversation's visitor (a tab each). */
export const listVisitorConnections = (conversationId: string): Promise<Connection[]> =>
  queryConnections(GSI1, chatVisitorConnectionList(conversationId), Date.now());
