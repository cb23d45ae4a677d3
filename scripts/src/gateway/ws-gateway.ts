import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import { REALTIME_ROUTES } from '@shop/shared';
import { verifyAuthorizationHeader } from '../local/aws-signature';
import type { LambdaRunner } from './lambda-runner';

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
  /** Messages whose handlers still run: $disconnect waits for them. */
  readonly inFlight: Set<Promise<void>>;
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

const statusOf = (result: APIGatewayProxyResultV2): number =>
  typeof result === 'object' && 'statusCode' in result ? (result.statusCode ?? 200) : 200;

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

/** How the management API names a refused signature (x-amzn-errortype), all with 403. */
const MANAGEMENT_API_ERRORS = {
  MissingAuthenticationToken: 'ForbiddenException',
  InvalidClientTokenId: 'UnrecognizedClientException',
  SignatureDoesNotMatch: 'InvalidSignatureException',
  RequestExpired: 'InvalidSignatureException',
} as const;

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
const run = async (lambdas: LambdaRunner, handler: string, event: WebSocketEvent): Promise<number> => {
  try {
    return statusOf(await lambdas.invoke<APIGatewayProxyResultV2>(handler, event, 'readwrite'));
  } catch (error) {
    console.error(`ws gateway: ${handler} failed`, error);
    return 500;
  }
};

const dispatch = async (lambdas: LambdaRunner, connection: ConnectionContext, body: string) => {
  let action: unknown;
  try {
    action = (JSON.parse(body) as { action?: unknown } | null)?.action;
  } catch {
    // Not JSON: like an unknown action, nothing to route it to.
  }
  // Without a $default route API Gateway drops what matches no route; so does this.
  const handler = typeof action === 'string' ? MESSAGE_ROUTES.get(action) : undefined;
  if (handler) await run(lambdas, handler, toEvent(connection, action as string, 'MESSAGE', { body }));
};

const disconnect = (lambdas: LambdaRunner, connection: ConnectionContext) =>
  run(lambdas, REALTIME_ROUTES.disconnect.handler, toEvent(connection, REALTIME_ROUTES.disconnect.routeKey, 'DISCONNECT'));

/**
 * The local stand-in for an API Gateway WebSocket API and its management API: every
 * socket event becomes the event API Gateway would hand the Lambda ($connect with the
 * query string, messages routed by their `action`, $disconnect), and handlers answer
 * with signed `POST /@connections/{id}` calls, as to API Gateway's: the signature is checked
 * against the local keys, and handlers reach it over HTTP like any other client.
 */
export const createWsGateway = (lambdas: LambdaRunner): WsGateway => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<string, OpenConnection>();
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  /**
   * Like API Gateway, each message invokes its route's handler at once, also while earlier
   * messages of the same connection still run (one Lambda invocation each, no ordering);
   * running them one after another made a busy connection's cursor moves queue up behind
   * each other's fan-out. $disconnect still comes after the connection's last message.
   */
  const register = (context: ConnectionContext, socket: WebSocket) => {
    const connection: OpenConnection = { socket, inFlight: new Set() };
    sockets.set(context.connectionId, connection);
    socket.on('message', (data: Buffer) => {
      const work = track(dispatch(lambdas, context, data.toString('utf8')));
      connection.inFlight.add(work);
      void work.finally(() => connection.inFlight.delete(work));
    });
    socket.on('close', () => {
      // Gone at once for the management API (410), as in AWS, even before $disconnect has run.
      sockets.delete(context.connectionId);
      void track(Promise.allSettled([...connection.inFlight]).then(() => disconnect(lambdas, context)));
    });
    socket.on('error', () => socket.terminate());
  };

  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== WS_PATH) {
      refuseUpgrade(socket, 404);
      return;
    }
    const context: ConnectionContext = { connectionId: newConnectionId(), connectedAt: Date.now(), domainName: req.headers.host ?? 'localhost' };
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
    const status = await track(
      run(
        lambdas,
        REALTIME_ROUTES.connect.handler,
        toEvent(context, REALTIME_ROUTES.connect.routeKey, 'CONNECT', {
          headers,
          ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
        }),
      ),
    );
    if (status < 200 || status > 299) {
      refuseUpgrade(socket, status);
      return;
    }
    // The client gave up while $connect ran: API Gateway would still send $disconnect.
    if (socket.destroyed) return void track(disconnect(lambdas, context));
    wss.handleUpgrade(req, socket, head, (ws) => register(context, ws));
  };

  /** PostToConnection: delivered (true) or gone (false). */
  const post = (connectionId: string, data: Uint8Array): boolean => {
    const connection = sockets.get(connectionId);
    if (connection?.socket.readyState !== WebSocket.OPEN) return false;
    // API Gateway delivers posted data as a text frame.
    connection.socket.send(data, { binary: false });
    return true;
  };

  const handleManagementApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (!url.pathname.startsWith('/@connections/')) return false;
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    // The real API takes only SigV4-signed calls (IAM) of a known key; so does this one.
    const verified = await verifyAuthorizationHeader(
      { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body },
      { service: 'execute-api' },
    );
    if (!verified.ok) {
      sendError(res, 403, MANAGEMENT_API_ERRORS[verified.code], verified.message);
      return true;
    }
    let connectionId = '';
    try {
      // Clients URL-encode the id; API Gateway's ids hold `+`, `/` and `=`.
      connectionId = decodeURIComponent(/^\/@connections\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    } catch {
      // Broken percent-encoding: no such connection id.
    }
    if (!connectionId) {
      sendError(res, 400, 'BadRequestException', 'Invalid connection id');
      return true;
    }
    const gone = () => sendError(res, 410, 'GoneException', `Connection ${connectionId} is gone`);
    if (req.method === 'POST') {
      if (!body) sendError(res, 413, 'PayloadTooLargeException', 'Message too long');
      else if (post(connectionId, body)) res.writeHead(200).end();
      else gone();
    } else if (req.method === 'DELETE') {
      const connection = sockets.get(connectionId);
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
