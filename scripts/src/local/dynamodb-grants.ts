import { once } from 'node:events';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyAuthorizationHeader } from './aws-signature';

/**
 * What `table.grantReadData` allows in AWS (plus the stream reads): every other operation needs
 * the read-write grant. PartiQL counts as a read only when every statement is a SELECT.
 */
const READ_OPERATIONS = new Set([
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
  'TransactGetItems',
  'DescribeTable',
  'DescribeTimeToLive',
  'ListTables',
  'DescribeStream',
  'GetRecords',
  'GetShardIterator',
  'ListStreams',
]);
const PARTIQL = new Set(['ExecuteStatement', 'BatchExecuteStatement', 'ExecuteTransaction']);

const statementsOf = (operation: string, body: Buffer): string[] => {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as {
      Statement?: unknown;
      Statements?: { Statement?: unknown }[];
      TransactStatements?: { Statement?: unknown }[];
    };
    const list = operation === 'ExecuteStatement' ? [parsed] : (parsed.Statements ?? parsed.TransactStatements ?? []);
    return list.map((s) => (typeof s.Statement === 'string' ? s.Statement : ''));
  } catch {
    return [''];
  }
};

const isRead = (operation: string, body: Buffer) =>
  READ_OPERATIONS.has(operation) || (PARTIQL.has(operation) && statementsOf(operation, body).every((s) => /^\s*select\s/i.test(s)));

const readAll = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** DynamoDB's error shape: the SDK reads the exception from __type. */
const sendError = (res: ServerResponse, type: string, message: string) => {
  res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type.replace(/^.*#/, '') });
  res.end(JSON.stringify({ __type: type, message }));
};

const SIGNATURE_ERRORS = {
  MissingAuthenticationToken: 'com.amazon.coral.service#MissingAuthenticationTokenException',
  InvalidClientTokenId: 'com.amazon.coral.service#UnrecognizedClientException',
  SignatureDoesNotMatch: 'com.amazon.coral.service#InvalidSignatureException',
  RequestExpired: 'com.amazon.coral.service#InvalidSignatureException',
} as const;

export interface DynamoDbGrants {
  readonly endpoint: string;
  readonly stop: () => Promise<void>;
}

/**
 * The table's IAM, in front of DynamoDB Local (which takes any key): a request must be signed
 * with a local key (credentials.ts), and a read-only key gets AccessDeniedException for any
 * write, as a Lambda with `grantReadData` does in AWS.
 */
export const startDynamoDbGrants = async (options: { upstream: string; region: string; tableName: string }): Promise<DynamoDbGrants> => {
  const upstream = new URL(options.upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const verified = await verifyAuthorizationHeader(
        { method: req.method ?? 'POST', path: url.pathname, query: url.searchParams, headers: req.headers, body },
        { service: 'dynamodb' },
      );
      if (!verified.ok) {
        sendError(res, SIGNATURE_ERRORS[verified.code], verified.message);
        return;
      }
      const operation = String(req.headers['x-amz-target'] ?? '').replace(/^.*\./, '');
      if (verified.grant === 'read' && !isRead(operation, body)) {
        sendError(
          res,
          'com.amazonaws.dynamodb.v20120810#AccessDeniedException',
          `User: arn:aws:sts::000000000000:assumed-role/${verified.accessKeyId}/local is not authorized to perform: dynamodb:${operation} on resource: arn:aws:dynamodb:${options.region}:000000000000:table/${options.tableName} because no identity-based policy allows the dynamodb:${operation} action`,
        );
        return;
      }
      const forward = request(
        {
          agent,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (error) => {
        if (!res.headersSent) sendError(res, 'com.amazonaws.dynamodb.v20120810#InternalServerError', String(error));
        else res.destroy();
      });
      forward.end(body);
    })().catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 'com.amazonaws.dynamodb.v20120810#InternalServerError', String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
};
