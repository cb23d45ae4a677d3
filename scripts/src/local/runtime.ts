import { once } from 'node:events';
import { existsSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { MAIL_FROM_ENV } from '@shop/functions';
import { COGNITO_ENDPOINT_ENV } from '@shop/functions/cognito/shopper-pool';
import { SHOPPER_POOL_CLIENT_ID_ENV } from '@shop/functions/lambda-environment';
import { STOREFRONT_API_URL_ENV, STOREFRONT_RENDERER_ENV } from '@shop/functions/domain/storefront/page-renderer';
import type { RuntimeConfig } from '@shop/shared';
import { createHttpGateway } from '../gateway/http-gateway';
import { createJwtAuthorizer } from '../gateway/jwt-authorizer';
import { createLambdaRunner } from '../gateway/lambda-runner';
import { MAILBOX_PATH } from '../gateway/mailbox-page';
import { SES_PATH_PREFIX } from '../gateway/ses-stand-in';
import { createWsGateway, WS_PATH } from '../gateway/ws-gateway';
import { demoAdmins } from '../seed/demo-admins';
import { seedDemoShop } from '../seed/seed';
import { startCognitoLocal } from './cognito-local';
import { ensureTable } from './create-table';
import { LOCAL_KEYS, LOCAL_REGION } from './credentials';
import { startDynamoDbGrants } from './dynamodb-grants';
import { startDynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';
import { openMailStore } from './mail-store';
import { startScheduler } from './scheduler';
import { startStreamPoller } from './stream-poller';
import { ensureUser, ensureUserPool } from './user-pool';
import { codeMail, ensureShopperPool } from './shopper-pool';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export { LOCAL_REGION };
export const TABLE_NAME = 'shop';
export const MEDIA_BUCKET = 'shop-media';
/** The shop's sender locally; the SES stand-in refuses any other, as the IAM grant does in AWS (infra/src/mail.ts). */
export const LOCAL_MAIL_FROM = 'siparis@magaza.local';
/** Scheduled jobs run every minute locally (every 15 in AWS): a passed havale window shows soon. */
const SCHEDULE_INTERVAL_MS = 60_000;

export interface RuntimeOptions {
  /** Port of the one URL; 0 picks a free one. */
  readonly port: number;
  /** Where DynamoDB Local and cognito-local keep their data; DynamoDB runs in memory when `inMemory`. */
  readonly dataDir: string;
  readonly inMemory?: boolean;
  /** DynamoDB Local's own port (only the table's grant check in front of it talks to it). */
  readonly dynamoPort?: number;
  /** The Cognito endpoint's port; fixed, it keeps the token issuer (and so sessions) across restarts. */
  readonly cognitoPort?: number;
  readonly webDist?: string;
  readonly log?: (line: string) => void;
  /** Lets tests move the handlers' clock through `PUT /_local/clock`; never set by `npm start`. */
  readonly settableClock?: boolean;
  /** Lets tests make SES sends fail through `PUT /_local/mail-failure`; never set by `npm start`. */
  readonly failableMail?: boolean;
  /**
   * Lets tests run a scheduled job through `POST /_local/scheduled/<job>`, and turns the jobs'
   * timer off, so a job runs only when a test says; never set by `npm start` (jobs every minute).
   */
  readonly runnableSchedules?: boolean;
  /**
   * Off for the order bench: its bulk load of 100,000 orders is no stream of customers' orders, and
   * the poller would spend the next minutes raising 100,000 alerts on the cores being measured.
   */
  readonly streamPoller?: boolean;
}

export interface Runtime {
  readonly url: string;
  readonly config: RuntimeConfig;
  readonly tableName: string;
  /** The table's endpoint: signed requests with a local key (credentials.ts) only. */
  readonly dynamoEndpoint: string;
  /** Cognito's endpoint: the user's own calls open, admin calls signed with a local key. */
  readonly cognitoEndpoint: string;
  /** The local mailbox page: every e-mail the SES stand-in accepted. */
  readonly mailboxUrl: string;
  readonly seeded: 'seeded' | 'kept';
  readonly stop: () => Promise<void>;
}

const localClientConfig = (endpoint: string) => ({
  endpoint,
  region: LOCAL_REGION,
  credentials: { accessKeyId: LOCAL_KEYS.developer.accessKeyId, secretAccessKey: LOCAL_KEYS.developer.secretAccessKey },
});

/**
 * Starts the whole product on one machine: DynamoDB Local, cognito-local, the table, pool,
 * demo data and the gateway. The handlers run in worker threads with the environment a
 * Lambda gets in AWS and the access key of their route's grant (lambda-runner.ts).
 */
export const startRuntime = async (options: RuntimeOptions): Promise<Runtime> => {
  const log = options.log ?? (() => undefined);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const dynamoPort = options.dynamoPort ?? (await freePort());
    log('DynamoDB Local ve Cognito başlatılıyor…');
    // Opened first: Cognito's codes (a shopper's sign-up) arrive in the same mailbox as the shop's e-mails.
    const mailStore = await openMailStore(join(options.dataDir, 'mail'));
    const [dynamoLocal, cognito] = await Promise.all([
      startDynamoDbLocal({ port: dynamoPort, dbPath: options.inMemory ? undefined : join(options.dataDir, 'dynamodb') }),
      startCognitoLocal({
        port: options.cognitoPort ?? 0,
        dataDir: join(options.dataDir, 'cognito'),
        onCode: (code) =>
          void mailStore.add(codeMail(code, new Date())).catch((error: unknown) => log(`Doğrulama e-postası yazılamadı: ${String(error)}`)),
      }),
    ]);
    stops.push(dynamoLocal.stop, cognito.stop);
    const dynamo = await startDynamoDbGrants({ upstream: dynamoLocal.endpoint, region: LOCAL_REGION, tableName: TABLE_NAME });
    stops.push(dynamo.stop);

    // This process (seed, stream reads) works as the developer; real AWS keys never reach a local endpoint.
    process.env.TABLE_NAME = TABLE_NAME;
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    process.env.AWS_REGION = LOCAL_REGION;
    process.env.AWS_ACCESS_KEY_ID = LOCAL_KEYS.developer.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = LOCAL_KEYS.developer.secretAccessKey;
    delete process.env.AWS_SESSION_TOKEN;

    const dynamoClient = new DynamoDBClient(localClientConfig(dynamo.endpoint));
    const table = await ensureTable(dynamoClient, TABLE_NAME);
    dynamoClient.destroy();
    log(`Tablo: ${table === 'created' ? 'oluşturuldu' : 'mevcut'}`);

    const cognitoClient = new CognitoIdentityProviderClient(localClientConfig(cognito.endpoint));
    const pool = await ensureUserPool(cognitoClient);
    const shopperPool = await ensureShopperPool(cognitoClient);
    const subs: string[] = [];
    for (const admin of demoAdmins()) subs.push(await ensureUser(cognitoClient, pool.poolId, admin));
    cognitoClient.destroy();

    // The demo's images go straight into the S3 stand-in's folder (the gateway serving it starts later).
    const mediaRoot = join(options.dataDir, 's3', MEDIA_BUCKET);
    const seeded = await seedDemoShop(subs, async (key, bytes) => {
      const file = join(mediaRoot, ...key.split('/'));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    });
    log(`Demo verisi: ${seeded === 'seeded' ? 'yüklendi' : 'mevcut veri korundu'}`);

    const config: RuntimeConfig = {
      region: LOCAL_REGION,
      apiUrl: '',
      webSocketUrl: '',
      userPoolId: pool.poolId,
      userPoolClientId: pool.clientId,
      userPoolEndpoint: cognito.endpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
      shopperPoolId: shopperPool.poolId,
      shopperPoolClientId: shopperPool.clientId,
    };
    // Handlers get their environment once the gateway's port is known: the S3 stand-in and the
    // management API live there.
    const lambdaEnvironment: Record<string, string> = {
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      AWS_REGION: LOCAL_REGION,
      MEDIA_BUCKET,
      [MAIL_FROM_ENV]: LOCAL_MAIL_FROM,
      // Account deletion calls the shoppers' pool with the shopper's own token, Üye ol with the storefront's client (functions/src/cognito).
      [COGNITO_ENDPOINT_ENV]: cognito.endpoint,
      [SHOPPER_POOL_CLIENT_ID_ENV]: shopperPool.clientId,
    };
    const webDist = options.webDist ?? join(REPO_ROOT, 'web/dist');
    // Issue 32: the web build's page renderer, built beside web/dist (`npm run build -w web`).
    const renderer = join(webDist, '../dist-ssr/render-page.js');
    lambdaEnvironment[STOREFRONT_RENDERER_ENV] = renderer;
    const lambdas = createLambdaRunner(lambdaEnvironment);
    stops.push(lambdas.stop);
    const scheduler = startScheduler({ lambdas, intervalMs: options.runnableSchedules ? 0 : SCHEDULE_INTERVAL_MS });
    // Stopped before the containers it runs in (stops run in reverse).
    stops.push(scheduler.stop);
    const webSocket = createWsGateway(lambdas);
    const server = createHttpGateway({
      config,
      webSocket,
      lambdas,
      webDist,
      // Asked per page: a build made after the start (a test's, a developer's) is used at once.
      renderStorefront: () => existsSync(renderer),
      s3: { dir: join(options.dataDir, 's3'), bucket: MEDIA_BUCKET },
      ses: { store: mailStore, fromAddress: LOCAL_MAIL_FROM, failing: { value: false } },
      failableMail: options.failableMail ?? false,
      authorize: createJwtAuthorizer({ issuer: `${cognito.endpoint}/${pool.poolId}`, audience: pool.clientId }),
      authorizeShopper: createJwtAuthorizer({ issuer: `${cognito.endpoint}/${shopperPool.poolId}`, audience: shopperPool.clientId }),
      settableClock: options.settableClock ?? false,
      ...(options.runnableSchedules ? { scheduler } : {}),
    });
    webSocket.attach(server);
    // Every socket, upgraded ones too: closeAllConnections() forgets a socket once it is upgraded, and one
    // a browser tab still holds (a realtime client reconnecting while the app stops) kept Ctrl+C waiting.
    const openSockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      openSockets.add(socket);
      socket.once('close', () => openSockets.delete(socket));
    });
    server.listen(options.port, '127.0.0.1');
    await once(server, 'listening');
    stops.push(
      () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
          for (const socket of openSockets) socket.destroy();
        }),
      // Runs first: open sockets would keep the server from closing.
      webSocket.close,
    );
    const { port } = server.address() as AddressInfo;
    lambdaEnvironment.S3_ENDPOINT = `http://localhost:${port}/_s3`;
    lambdaEnvironment.SES_ENDPOINT = `http://localhost:${port}${SES_PATH_PREFIX}`;
    lambdaEnvironment.WEBSOCKET_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${port}`;
    // The renderer reads the storefront's answers through this gateway, as from the HTTP API in AWS.
    lambdaEnvironment[STOREFRONT_API_URL_ENV] = `http://127.0.0.1:${port}`;
    // For code of this process that calls the domain as a handler would (bench, tools).
    Object.assign(process.env, lambdaEnvironment);
    config.webSocketUrl = `ws://localhost:${port}${WS_PATH}`;
    // Started after the seed, so only orders written from now on raise NEW_ORDER alerts.
    if (options.streamPoller ?? true) {
      const poller = await startStreamPoller({ clientConfig: localClientConfig(dynamo.endpoint), tableName: TABLE_NAME, lambdas, log });
      stops.push(poller.stop);
    }
    return {
      url: `http://localhost:${port}`,
      config,
      tableName: TABLE_NAME,
      dynamoEndpoint: dynamo.endpoint,
      cognitoEndpoint: cognito.endpoint,
      mailboxUrl: `http://localhost:${port}${MAILBOX_PATH}`,
      seeded,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
