import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { matchRoute, type RuntimeConfig } from '@shop/shared';
import { toApiEvent } from './api-event';
import type { FlatClaims } from './jwt-authorizer';
import { invokeHandler } from './lambda-runner';
import { handleS3StandIn, type S3StandInOptions } from './s3-stand-in';
import { serveStatic } from './static-files';
import type { WsGateway } from './ws-gateway';

export interface HttpGatewayOptions {
  readonly authorize: (authorization: string | undefined) => Promise<FlatClaims | undefined>;
  readonly config: RuntimeConfig;
  readonly webDist: string;
  readonly s3: S3StandInOptions;
  readonly webSocket: Pick<WsGateway, 'handleManagementApi'>;
}

const MAX_BODY = 10 * 1024 * 1024;

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const sendResult = (res: ServerResponse, result: APIGatewayProxyResultV2) => {
  if (typeof result === 'string' || typeof result !== 'object' || result === null || !('statusCode' in result)) {
    sendJson(res, 200, result);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
};

/**
 * One port for everything, as CloudFront gives one origin in AWS: `/api/*` goes through the
 * route table (JWT authorizer on every non-public route), `/config.json` is the runtime
 * config, anything else is the built web app.
 */
export const createHttpGateway = (options: HttpGatewayOptions): Server =>
  createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/config.json') return sendJson(res, 200, options.config);
      if (await options.webSocket.handleManagementApi(req, res, url)) return;
      if (await handleS3StandIn(options.s3, req, res, url)) return;
      if (!url.pathname.startsWith('/api/')) return serveStatic(options.webDist, url.pathname, res);

      const match = matchRoute(req.method ?? 'GET', url.pathname);
      if (!match) return sendJson(res, 404, { message: 'Not Found' });
      let claims: FlatClaims | undefined;
      if (match.route.access !== 'public') {
        claims = await options.authorize(req.headers.authorization);
        if (!claims) return sendJson(res, 401, { message: 'Unauthorized' });
      }
      const body = await readBody(req);
      const event = toApiEvent(req, url, body, match.route, match.params, claims);
      sendResult(res, await invokeHandler<APIGatewayProxyResultV2>(match.route.handler, event));
    } catch (error) {
      console.error('gateway error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    }
  });
