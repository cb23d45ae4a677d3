import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyAuthorizationHeader } from './aws-signature';
import { startProcess, waitUntil } from './child-process';

/** A code cognito-local would have sent (sign-up, resend, forgotten password), to its user's address. */
export interface DeliveredCode {
  readonly username: string;
  readonly destination: string;
  readonly code: string;
}

/** What the server script puts before each code's JSON line on its stdout. */
const CODE_MARKER = '@@cognito-local-code@@';

export interface CognitoLocal {
  /** The user pool API as the browser and the SDK see it: only this front listens on a port. */
  readonly endpoint: string;
  readonly stop: () => Promise<void>;
}

/**
 * The calls Cognito takes without AWS credentials: a user's own sign-in, tokens and account
 * (what Amplify sends). Everything else (Admin*, pools, clients, groups, listings) needs a
 * SigV4 signature, as in AWS.
 */
const PUBLIC_OPERATIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'DeleteUser',
  'ChangePassword',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
]);

const readAll = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Cognito's error shape (JSON 1.1): the SDK reads the exception from __type. */
const sendError = (res: ServerResponse, status: number, type: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type, 'access-control-allow-origin': '*' });
  res.end(JSON.stringify({ __type: type, message }));
};

const SERVER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'cognito-local-server.cjs');

/**
 * cognito-local, behind a front that acts as Cognito's own endpoint: the browser's calls
 * (PUBLIC_OPERATIONS) pass as they are; admin calls pass only when signed with a local key.
 * cognito-local itself listens on a Unix socket only this process uses.
 */
export const startCognitoLocal = async (options: {
  port: number;
  dataDir: string;
  /** Gets every code cognito-local delivers (the runtime puts it in the local mailbox). */
  onCode?: (code: DeliveredCode) => void;
}): Promise<CognitoLocal> => {
  mkdirSync(options.dataDir, { recursive: true });
  const socketPath = join(tmpdir(), `shop-cognito-${randomBytes(6).toString('hex')}.sock`);
  const agent = new Agent({ keepAlive: true });
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined) => {
    const upstream = request({ agent, socketPath, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 500, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : sendError(res, 500, 'InternalErrorException', 'Cognito stand-in unavailable')));
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method !== 'POST' || !target) {
      forward(req, res, undefined);
      return;
    }
    void (async () => {
      const body = await readAll(req);
      const operation = target.replace(/^AWSCognitoIdentityProviderService\./, '');
      if (!PUBLIC_OPERATIONS.has(operation)) {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const verified = await verifyAuthorizationHeader(
          { method: 'POST', path: url.pathname, query: url.searchParams, headers: req.headers, body },
          { service: 'cognito-idp' },
        );
        if (!verified.ok) {
          const type =
            verified.code === 'MissingAuthenticationToken'
              ? 'MissingAuthenticationTokenException'
              : verified.code === 'InvalidClientTokenId'
                ? 'UnrecognizedClientException'
                : 'InvalidSignatureException';
          sendError(res, verified.code === 'MissingAuthenticationToken' ? 403 : 400, type, verified.message);
          return;
        }
      }
      forward(req, res, body);
    })().catch(() => sendError(res, 500, 'InternalErrorException', 'Cognito stand-in failed'));
  });
  server.listen(options.port, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // HOST and PORT make the tokens' issuer the front's address, where the JWKS is fetched too.
  const proc = startProcess(process.execPath, [SERVER_SCRIPT], {
    cwd: options.dataDir,
    env: {
      ...process.env,
      COGNITO_LOCAL_SOCKET: socketPath,
      COGNITO_LOCAL_CODE_MARKER: CODE_MARKER,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEBUG: '',
    },
  });
  let pending = '';
  proc.child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith(`${CODE_MARKER} `)) continue;
      try {
        options.onCode?.(JSON.parse(line.slice(CODE_MARKER.length + 1)) as DeliveredCode);
      } catch {
        // A line cut by a crash: the code is lost, as a mail can be.
      }
    }
  });
  const stop = async () => {
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
    agent.destroy();
    await proc.stop();
    rmSync(socketPath, { force: true });
  };
  try {
    await waitUntil('cognito-local', proc, async () => (await fetch(`${endpoint}/health`)).status < 500);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
};
