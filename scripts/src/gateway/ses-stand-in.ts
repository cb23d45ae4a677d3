import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { verifyAuthorizationHeader, type Verification } from '../local/aws-signature';
import type { MailStore } from '../local/mail-store';

/** Where the SDK's SESv2 client is pointed locally (SES_ENDPOINT); its calls go to `<prefix>/v2/…`. */
export const SES_PATH_PREFIX = '/_ses';
const SEND_EMAIL_PATH = `${SES_PATH_PREFIX}/v2/email/outbound-emails`;
/** The integration tests' hook that makes every later send fail (see `handleMailFailureHook`). */
export const MAIL_FAILURE_HOOK_PATH = '/_local/mail-failure';

/** SES takes messages up to 40 MB; a local mailbox has no use for more than this. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface SesStandInOptions {
  readonly store: MailStore;
  /** The one address the Lambdas may send from, as the IAM condition ses:FromAddress allows in AWS (infra/src/mail.ts). */
  readonly fromAddress: string;
  /** Set by the failure hook: every send is refused with MessageRejected while it is true. */
  readonly failing: { value: boolean };
}

/** SendEmail's request as the SDK serialises it; only the Simple content the shop sends. */
const sendEmailSchema = z.object({
  FromEmailAddress: z.string().min(1),
  Destination: z.object({ ToAddresses: z.array(z.string().min(1)).min(1) }),
  Content: z.object({
    Simple: z
      .object({
        Subject: z.object({ Data: z.string() }),
        Body: z.object({ Html: z.object({ Data: z.string() }).optional(), Text: z.object({ Data: z.string() }).optional() }),
      })
      .refine((simple) => simple.Body.Html !== undefined || simple.Body.Text !== undefined, 'Body needs Html or Text'),
  }),
});

class SesError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** Errors as SES's JSON API sends them: the SDK names the exception after x-amzn-errortype. */
const sendError = (res: ServerResponse, error: SesError) => {
  res.writeHead(error.status, { 'content-type': 'application/json', 'x-amzn-errortype': error.type });
  res.end(JSON.stringify({ message: error.message }));
};

/** How SES names a refused signature, all with 403. */
const SIGNATURE_ERRORS: Record<Exclude<Verification, { ok: true }>['code'], string> = {
  MissingAuthenticationToken: 'MissingAuthenticationTokenException',
  InvalidClientTokenId: 'UnrecognizedClientException',
  SignatureDoesNotMatch: 'InvalidSignatureException',
  RequestExpired: 'InvalidSignatureException',
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(new SesError(400, 'MessageRejected', 'Message too large')) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });

const parseJson = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

const sendEmail = async (options: SesStandInOptions, req: IncomingMessage, res: ServerResponse, url: URL) => {
  const body = await readBody(req);
  // As SES: only SigV4 calls of a known key, scoped to the region and to the `ses` service.
  const verified = await verifyAuthorizationHeader(
    { method: req.method ?? 'POST', path: url.pathname, query: url.searchParams, headers: req.headers, body },
    { service: 'ses' },
  );
  if (!verified.ok) throw new SesError(403, SIGNATURE_ERRORS[verified.code], verified.message);
  const request = sendEmailSchema.safeParse(parseJson(body));
  if (!request.success) throw new SesError(400, 'BadRequestException', z.prettifyError(request.error));
  const { FromEmailAddress: from, Destination, Content } = request.data;
  if (from !== options.fromAddress) {
    throw new SesError(403, 'AccessDeniedException', `Not authorized to perform ses:SendEmail from ${from}`);
  }
  if (options.failing.value) throw new SesError(400, 'MessageRejected', 'The local mailbox refuses messages (test hook)');
  const messageId = `local-${randomUUID()}`;
  await options.store.add({
    messageId,
    from,
    to: Destination.ToAddresses,
    subject: Content.Simple.Subject.Data,
    html: Content.Simple.Body.Html?.Data,
    text: Content.Simple.Body.Text?.Data,
    sentAt: new Date().toISOString(),
  });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ MessageId: messageId }));
};

/**
 * The local stand-in for Amazon SES (the SESv2 API): `POST /_ses/v2/email/outbound-emails`
 * (SendEmail, what the SDK sends when SES_ENDPOINT points here), checked as SES does, kept in
 * the mailbox store instead of delivered. Answers true when it handled the request.
 */
export const handleSesStandIn = async (options: SesStandInOptions, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
  if (url.pathname !== SES_PATH_PREFIX && !url.pathname.startsWith(`${SES_PATH_PREFIX}/`)) return false;
  try {
    if (url.pathname !== SEND_EMAIL_PATH) throw new SesError(404, 'NotFoundException', 'The local SES stand-in only implements SendEmail');
    if (req.method !== 'POST') throw new SesError(405, 'MethodNotAllowedException', 'Method Not Allowed');
    await sendEmail(options, req, res, url);
  } catch (error) {
    if (!(error instanceof SesError)) throw error;
    if (!req.readableEnded) res.setHeader('connection', 'close');
    sendError(res, error);
  }
  return true;
};

const failureHookBodySchema = z.object({ failing: z.boolean() }).strict();

/**
 * The integration tests' way to make sends fail: `PUT /_local/mail-failure {"failing": true}`
 * refuses every later SendEmail with MessageRejected (as SES refuses an unverified address)
 * until `{"failing": false}`. Only a runtime started with `failableMail` answers it.
 */
export const handleMailFailureHook = async (options: SesStandInOptions, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
  if (url.pathname !== MAIL_FAILURE_HOOK_PATH) return false;
  if (req.method !== 'PUT') {
    res.writeHead(405, { allow: 'PUT' }).end();
    return true;
  }
  const body = failureHookBodySchema.safeParse(parseJson(await readBody(req).catch(() => Buffer.alloc(0))));
  if (!body.success) {
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'failing: true or false' }));
    return true;
  }
  options.failing.value = body.data.failing;
  res.writeHead(204).end();
  return true;
};
