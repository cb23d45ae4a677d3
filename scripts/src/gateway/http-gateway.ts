import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { HTTP_API_MAX_PAYLOAD_BYTES, matchRoute, securityHeaders, type RuntimeConfig } from '@shop/shared';
import { toApiEvent } from './api-event';
import { viaCloudFront } from './cloudfront-origin';
import type { FlatClaims } from './jwt-authorizer';
import type { LambdaRunner } from './lambda-runner';
import { handleS3StandIn, type S3StandInOptions } from './s3-stand-in';
import { handleMailbox } from './mailbox-page';
import { handleMailFailureHook, handleSesStandIn, type SesStandInOptions } from './ses-stand-in';
import { handleClockHook } from './settable-clock';
import { handleSchedulerHook } from './scheduler-hook';
import type { Scheduler } from '../local/scheduler';
import { isStorefrontPage, rewriteToRenderer } from './storefront-pages';
import { serveStatic } from './static-files';
import { GATEWAY_TEXTS } from './texts';
import type { WsGateway } from './ws-gateway';

export interface HttpGatewayOptions {
  /** The admins' pool's authorizer: every signed-in route but the shoppers'. */
  readonly authorize: (authorization: string | undefined) => Promise<FlatClaims | undefined>;
  /** The shoppers' pool's authorizer: 'shopper' routes only, as their own JWT authorizer in AWS. */
  readonly authorizeShopper: (authorization: string | undefined) => Promise<FlatClaims | undefined>;
  readonly config: RuntimeConfig;
  readonly webDist: string;
  readonly s3: S3StandInOptions;
  /** The SES stand-in and its mailbox page (/_mailbox). */
  readonly ses: SesStandInOptions;
  readonly webSocket: Pick<WsGateway, 'handleManagementApi'>;
  readonly lambdas: LambdaRunner;
  /** The integration tests' runtime only: `PUT /_local/clock` moves the handlers' clock (see settable-clock.ts). */
  readonly settableClock?: boolean;
  /** The integration tests' runtime only: `PUT /_local/mail-failure` makes sends fail (see ses-stand-in.ts). */
  readonly failableMail?: boolean;
  /** Whether storefront pages are rendered (issue 32): only once the web build's renderer exists, else the shell is served. */
  readonly renderStorefront?: () => boolean;
  /** The integration tests' runtime only: `POST /_local/scheduled/<job>` runs a scheduled job now (see scheduler-hook.ts). */
  readonly scheduler?: Scheduler;
}

/** A request the gateway answers itself, before any handler runs (as API Gateway does). */
class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = () => new GatewayRefusal(413, GATEWAY_TEXTS.payloadTooLarge);

/**
 * Reads the body up to the HTTP API's limit. A bigger one is refused after the rest has been
 * read and dropped, so the client is still there to receive the 413.
 */
const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > HTTP_API_MAX_PAYLOAD_BYTES) {
      req.resume();
      req.once('end', () => reject(tooLarge()));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= HTTP_API_MAX_PAYLOAD_BYTES) chunks.push(c);
    });
    req.on('end', () => (size > HTTP_API_MAX_PAYLOAD_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });

/** Path and query must decode: API Gateway refuses a broken %-escape before routing. */
const checkPercentEncoding = (url: URL) => {
  const parts = [url.pathname, ...url.search.replace(/^\?/, '').split(/[&=]/)];
  try {
    for (const part of parts) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new GatewayRefusal(400, GATEWAY_TEXTS.malformedUrl);
  }
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** The CloudFront policy overrides what the origin sends for these, so a handler's own never reaches the browser. */
const isPolicyHeader = (name: string, policy: Readonly<Record<string, string>>) => name.toLowerCase() in policy;

const sendResult = (res: ServerResponse, result: APIGatewayProxyResultV2, policy: Readonly<Record<string, string>>) => {
  if (typeof result !== 'object' || !('statusCode' in result)) {
    sendJson(res, 200, result);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) if (!isPolicyHeader(k, policy)) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
};

/**
 * What the browser may connect to besides the page's own origin: the Cognito stand-in, and the
 * gateway under the name the config gives it (WebSocket and uploads), should the page be opened
 * under the other loopback name.
 */
const connectSources = (config: RuntimeConfig): string[] => {
  const sources = [config.userPoolEndpoint, config.webSocketUrl && new URL(config.webSocketUrl).origin];
  if (config.webSocketUrl) sources.push(new URL(config.webSocketUrl).origin.replace(/^ws/, 'http'));
  return sources.filter((s): s is string => Boolean(s));
};

/**
 * One port for everything, as CloudFront gives one origin in AWS: `/api/*` goes through the
 * route table (JWT authorizer on every non-public route), `/config.json` is the runtime
 * config, anything else is the built web app. Pages and API answers carry the production
 * security headers (shared/src/http); `/media/*` its own sandboxed set.
 */
export const createHttpGateway = (options: HttpGatewayOptions): Server => createServer((req, res) => void handle(options, req, res));

const handle = async (options: HttpGatewayOptions, req: IncomingMessage, res: ServerResponse): Promise<void> => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (await options.webSocket.handleManagementApi(req, res, url)) return;
    if (await handleS3StandIn(options.s3, req, res, url)) return;
    if (options.settableClock && (await handleClockHook(options.lambdas, req, res, url))) return;
    if (await handleSesStandIn(options.ses, req, res, url)) return;
    if (handleMailbox(options.ses.store, req, res, url)) return;
    if (options.failableMail && (await handleMailFailureHook(options.ses, req, res, url))) return;
    if (options.scheduler && (await handleSchedulerHook(options.scheduler, req, res, url))) return;
    const policy = securityHeaders(connectSources(options.config));
    for (const [name, value] of Object.entries(policy)) res.setHeader(name, value);
    checkPercentEncoding(url);
    if (url.pathname === '/config.json') {
      sendJson(res, 200, options.config);
      return;
    }
    // Storefront pages come from the renderer as CloudFront sends them there (infra/src/hosting.ts).
    if (isStorefrontPage(req.method, url.pathname) && options.renderStorefront?.()) rewriteToRenderer(url);
    if (!url.pathname.startsWith('/api/')) {
      serveStatic(options.webDist, url.pathname, res);
      return;
    }

    const match = matchRoute(req.method ?? 'GET', url.pathname);
    if (!match) {
      sendJson(res, 404, { message: 'Not Found' });
      return;
    }
    let claims: FlatClaims | undefined;
    if (match.route.access !== 'public') {
      const authorize = match.route.access === 'shopper' ? options.authorizeShopper : options.authorize;
      claims = await authorize(req.headers.authorization);
      if (!claims) {
        sendJson(res, 401, { message: 'Unauthorized' });
        return;
      }
    }
    const body = await readBody(req);
    const event = viaCloudFront(toApiEvent(req, url, body, match.route, match.params, claims), req.socket.remotePort);
    const grant = match.route.writes ? 'readwrite' : 'read';
    sendResult(res, await options.lambdas.invoke<APIGatewayProxyResultV2>(match.route.handler, event, grant), policy);
  } catch (error) {
    if (error instanceof GatewayRefusal) {
      if (!req.readableEnded) res.setHeader('connection', 'close');
      sendJson(res, error.status, { message: error.message });
      return;
    }
    console.error('gateway error', error);
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
    else res.end();
  }
};
