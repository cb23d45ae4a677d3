import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { MAIL_FROM_ENV } from '../lambda-environment';
import { logger } from '../observability/logger';
import { tracer } from '../observability/tracer';

/** One message to one customer: both parts, so clients that show no HTML still read it. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** What became of a send: SES's message id, or why it failed (for the order's timeline and a retry). */
export type SendMailResult = { readonly ok: true; readonly messageId: string } | { readonly ok: false; readonly error: string };

let cached: { endpoint: string | undefined; client: SESv2Client } | undefined;

/**
 * The SDK's SESv2 module, loaded at the first send: it is left out of the bundles (the Lambda
 * runtime's own copy, see lambda-bundling.ts), and most invocations of a handler that may send
 * send nothing, so they do not pay for loading it.
 */
const sesModule = () => import('@aws-sdk/client-sesv2');

/**
 * One client per container. SES_ENDPOINT is only set locally (the runtime's SESv2 stand-in);
 * keying the cache on it lets one process restart the local runtime on another port. Two
 * attempts, not the SDK's three: a failed send is retried later from the order's timeline,
 * and the order action that sends should not wait seconds for mail.
 */
const ses = async (): Promise<SESv2Client> => {
  const endpoint = process.env.SES_ENDPOINT || undefined;
  if (cached?.endpoint !== endpoint || !cached) {
    const { SESv2Client: Client } = await sesModule();
    cached?.client.destroy();
    cached = { endpoint, client: tracer.captureAWSv3Client(new Client({ maxAttempts: 2, ...(endpoint ? { endpoint } : {}) })) };
  }
  return cached.client;
};

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Sends one e-mail through SES (SESv2 SendEmail) from the shop's address (MAIL_FROM_ADDRESS).
 * Never throws: mail is a side effect of an order action, which must not fail (nor half-write)
 * because a message could not be sent. The caller records the result and retries a failure.
 */
export const sendMail = async (message: MailMessage): Promise<SendMailResult> => {
  const from = process.env[MAIL_FROM_ENV];
  if (!from) {
    logger.error(`${MAIL_FROM_ENV} is not set: e-mail not sent`, { subject: message.subject });
    return { ok: false, error: `${MAIL_FROM_ENV} is not set` };
  }
  try {
    const { SendEmailCommand } = await sesModule();
    const answer = await (
      await ses()
    ).send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Html: { Data: message.html, Charset: 'UTF-8' }, Text: { Data: message.text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
    if (!answer.MessageId) return { ok: false, error: 'SES answered without a message id' };
    return { ok: true, messageId: answer.MessageId };
  } catch (error) {
    // The address is the customer's: logged by subject only.
    logger.warn('E-mail not sent', { subject: message.subject, reason: describe(error) });
    return { ok: false, error: describe(error) };
  }
};
