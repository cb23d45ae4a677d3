import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import { REALTIME_ROUTES } from '@shop/shared';
import { invokeHandler } from './lambda-runner';

/** Where the browser opens the socket (config.webSocketUrl). */
export const WS_PATH = '/ws';
const STAGE = 'local';
/** API Gateway's limit for one WebSocket message, both ways. */
const MAX_MESSAGE_BYTES = 128 * 1024;

/** Routes a message reaches by its `action`; $connect and $disconnect are the gateway's own. */
const MESSAGE_ROUTES = new Map<string, string>(
  Object.values(REALTIME_ROUTES)
    .filter((r) => !r.routeKey.startsWith('$'))
    .map((r) => [r.routeKey, r.handler]),
);

/** $connect also carries the upgrade request's headers, which the aws-lambda type leaves out. */
type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string> };

/** What every event of one connection repeats. */
interface ConnectionContext {
  readonly connectionId: string;
  /** Epoch milliseconds. */
  readonly connectedAt: number;
  readonly domainName: string;
}

interface OpenConnection {
  readonly socket: WebSocket;
  /** Messages run one after another per connection, and $disconnect after the last of them. */
  queue: Promise<void>;
}

export interface WsGateway {
  /** Takes WebSocket upgrades on WS_PATH of the runtime's one port. */
  readonly attach: (server: Server) => void;
  /** The management API (`/@connections/{id}`); answers true when the request was one. */
  readonly handleManagementApi: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
  /** Closes every socket and waits for their $disconnect handlers. */
  readonly close: () => Promise<void>;
}

/** Looks like API Gateway's ids (e.g. `L0SM9cOFvHcCIhw=`): base64, so `+`, `/` and `=` must survive URL encoding. */
const newConnectionId = () => randomBytes(11).toString('base64');

const invoke = (handler: string, event: WebSocketEvent) => invokeHandler<APIGatewayProxyResultV2>(handler, event);

const statusOf = (result: APIGatewayProxyResultV2): number =>
  typeof result === 'object' && result !== null && 'statusCode' in result ? (result.statusCode ?? 200) : 200;

const readBody = (req: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_MESSAGE_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_MESSAGE_BYTES ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });

/** Errors as the management API sends them: the SDK reads the exception's name from x-amzn-errortype. */
const sendError = (res: ServerResponse, status: number, type: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ message }));
};

const refuseUpgrade = (socket: Duplex, status: number) => {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/**
 * The event API Gateway hands a WebSocket route's Lambda. $connect also carries the
 * upgrade's headers and query string; a message carries the raw frame as `body`.
 */
const toEvent = (
  connection: ConnectionContext,
  routeKey: string,
  eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
  extra: Partial<WebSocketEvent> = {},
): WebSocketEvent => {
  const now = new Date();
  return {
    requestContext: {
      routeKey,
      eventType,
      messageId: eventType === 'MESSAGE' ? randomBytes(11).toString('base64') : '',
      extendedRequestId: randomUUID(),
      requestId: randomUUID(),
      requestTime: now.toUTCString(),
      requestTimeEpoch: now.getTime(),
      messageDirection: 'IN',
      stage: STAGE,
      connectedAt: connection.connectedAt,
      domainName: connection.domainName,
      connectionId: connection.connectionId,
      apiId: 'local',
    },
    isBase64Encoded: false,
    ...extra,
  };
};

/** Runs a route's handler and answers its status code; a handler that throws is a 500, as in AWS. */
const run = async (handler: string, event: WebSocketEvent): Promise<number> => {
  try {
    return statusOf(await invoke(handler, event));
  } catch (error) {
    console.error(`ws gateway: ${handler} failed`, error);
    return 500;
  }
};

const dispatch = async (connection: ConnectionContext, body: string) => {
  let action: unknown;
  try {
    action = (JSON.parse(body) as { action?: unknown } | null)?.action;
  } catch {
    // Not JSON: like an unknown action, nothing to route it to.
  }
  // Without a $default route API Gateway drops what matches no route; so does this.
  const handler = typeof action === 'string' ? MESSAGE_ROUTES.get(action) : undefined;
  if (handler) await run(handler, toEvent(connection, action as string, 'MESSAGE', { body }));
};

const disconnect = (connection: ConnectionContext) =>
  run(REALTIME_ROUTES.disconnect.handler, toEvent(connection, REALTIME_ROUTES.disconnect.routeKey, 'DISCONNECT'));

/**
 * The local stand-in for an API Gateway WebSocket API and its management API: every
 * socket event becomes the event API Gateway would hand the Lambda ($connect with the
 * query string, messages routed by their `action`, $disconnect), and handlers answer
 * through `POST /@connections/{id}` with the real ApiGatewayManagementApiClient.
 */
export const createWsGateway = (): WsGateway => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<string, OpenConnection>();
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  const register = (context: ConnectionContext, socket: WebSocket) => {
    const connection: OpenConnection = { socket, queue: Promise.resolve() };
    sockets.set(context.connectionId, connection);
    const enqueue = (work: () => Promise<unknown>) => {
      connection.queue = track(connection.queue.then(work).then(() => undefined));
    };
    socket.on('message', (data: Buffer) => enqueue(() => dispatch(context, data.toString('utf8'))));
    socket.on('close', () => {
      // Gone at once for the management API (410), as in AWS, even before $disconnect has run.
      sockets.delete(context.connectionId);
      enqueue(() => disconnect(context));
    });
    socket.on('error', () => socket.terminate());
  };

  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== WS_PATH) return refuseUpgrade(socket, 404);
    const context: ConnectionContext = { connectionId: newConnectionId(), connectedAt: Date.now(), domainName: req.headers.host ?? 'localhost' };
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
    const status = await track(
      run(
        REALTIME_ROUTES.connect.handler,
        toEvent(context, REALTIME_ROUTES.connect.routeKey, 'CONNECT', {
          headers,
          ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
        }),
      ),
    );
    if (status < 200 || status > 299) return refuseUpgrade(socket, status);
    // The client gave up while $connect ran: API Gateway would still send $disconnect.
    if (socket.destroyed) return void track(disconnect(context));
    wss.handleUpgrade(req, socket, head, (ws) => register(context, ws));
  };

  const handleManagementApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (!url.pathname.startsWith('/@connections/')) return false;
    // The real API takes only SigV4-signed calls (IAM); the signature itself is not checked here.
    if (!/^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? '')) {
      sendError(res, 403, 'ForbiddenException', 'Missing Authentication Token');
      return true;
    }
    let connectionId = '';
    try {
      // The SDK URL-encodes the id; API Gateway's ids hold `+`, `/` and `=`.
      connectionId = decodeURIComponent(/^\/@connections\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    } catch {
      // Broken percent-encoding: no such connection id.
    }
    if (!connectionId) {
      sendError(res, 400, 'BadRequestException', 'Invalid connection id');
      return true;
    }
    const connection = sockets.get(connectionId);
    const gone = () => sendError(res, 410, 'GoneException', `Connection ${connectionId} is gone`);
    if (req.method === 'POST') {
      const body = await readBody(req);
      if (!body) sendError(res, 413, 'PayloadTooLargeException', 'Message too long');
      else if (!connection || connection.socket.readyState !== WebSocket.OPEN) gone();
      else {
        // API Gateway delivers posted data as a text frame.
        connection.socket.send(body, { binary: false });
        res.writeHead(200).end();
      }
    } else if (req.method === 'DELETE') {
      if (!connection) gone();
      else {
        connection.socket.close(1000);
        res.writeHead(204).end();
      }
    } else {
      sendError(res, 405, 'MethodNotAllowedException', 'Method Not Allowed');
    }
    return true;
  };

  return {
    attach: (server) => {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head));
    },
    handleManagementApi,
    close: async () => {
      await Promise.all([...sockets.values()].map(({ socket }) => new Promise((closed) => socket.once('close', closed).terminate())));
      while (pending.size > 0) await Promise.allSettled([...pending]);
      wss.close();
    },
  };
};
