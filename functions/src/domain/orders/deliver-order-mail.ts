import { ORDER_MAIL_MAX_ATTEMPTS, type OrderEvent } from '@shop/shared';
import { now } from '../../clock';
import { orderMail } from '../../email/order-mail-templates';
import { sendMail } from '../../email/send-mail';
import { logger } from '../../observability/logger';
import { claimOrderMail, settleOrderMail, type StoredOrderMail } from '../../repositories/order-mail-repository';
import { getGeneralSettings } from '../../repositories/general-settings-repository';
import { getOrder } from '../../repositories/order-repository';
import { orderMailFacts } from './order-mail-facts';

export type MailDelivery = 'sent' | 'failed' | 'abandoned' | 'skipped';

/**
 * Sends one outbox e-mail: claims it (so it is sent at most once per attempt, whoever else is
 * looking at it), renders it from the order as it is now, sends it through SES, and records the
 * outcome on the item and the order's timeline in one transaction. A failed send fails nothing:
 * it stays on the unsent list for the scheduled retry, and after ORDER_MAIL_MAX_ATTEMPTS the
 * timeline tells staff to contact the customer themselves.
 */
export const deliverOrderMail = async (mail: StoredOrderMail): Promise<MailDelivery> => {
  const claimedAt = new Date(now()).toISOString();
  if (!(await claimOrderMail(mail, claimedAt))) return 'skipped';
  const claimed = { ...mail, status: 'SENDING' as const, attempts: mail.attempts + 1 };
  const order = await getOrder(mail.orderId);
  // A havale order's e-mail says where to pay: Genel Ayarlar' bank accounts as they are now.
  const bankAccounts = order?.paymentMethod === 'HAVALE_EFT' ? (await getGeneralSettings()).bankAccounts : [];
  const message = order ? orderMail(mail.kind, orderMailFacts(order, mail, bankAccounts)) : undefined;
  const result = order && message ? await sendMail({ to: order.customer.email, ...message }) : ({ ok: false, error: 'order not found' } as const);
  const at = new Date(now()).toISOString();
  const event = (type: OrderEvent['type'], text: string): OrderEvent => ({
    // One entry per attempt: a retried settle after a crash cannot write it twice.
    id: `${mail.mailId}-${claimed.attempts}`,
    orderId: mail.orderId,
    type,
    message: text,
    ...(message ? { note: message.subject } : {}),
    at,
  });
  const [status, outcome, type, text]: [Parameters<typeof settleOrderMail>[1], MailDelivery, OrderEvent['type'], string] = result.ok
    ? ['SENT', 'sent', 'EMAIL_SENT', `Müşteriye e-posta gönderildi: ${message?.subject ?? mail.kind}`]
    : claimed.attempts >= ORDER_MAIL_MAX_ATTEMPTS
      ? ['ABANDONED', 'abandoned', 'EMAIL_FAILED', 'E-posta gönderilemedi, elle iletişime geçin.']
      : ['FAILED', 'failed', 'EMAIL_FAILED', 'E-posta gönderilemedi; yeniden denenecek.'];
  if (!result.ok) logger.warn('Order e-mail not sent', { orderId: mail.orderId, kind: mail.kind, attempt: claimed.attempts, reason: result.error });
  // The claim may have been taken over meanwhile (it went stale) or the item removed: then the other one records it.
  return (await settleOrderMail(claimed, status, event(type, text))) ? outcome : 'skipped';
};

/** A sender that claimed an e-mail and never settled it (its Lambda timed out) left it SENDING: after this, it is retried. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * The scheduled retry: every e-mail that failed, and any the stream never got to (PENDING) or a
 * crashed sender left (SENDING) for longer than STALE_CLAIM_MS, is tried again, one after another.
 */
export const retryOrderMails = async (unsent: readonly StoredOrderMail[]): Promise<Record<MailDelivery, number>> => {
  const counts: Record<MailDelivery, number> = { sent: 0, failed: 0, abandoned: 0, skipped: 0 };
  const cutoff = new Date(now() - STALE_CLAIM_MS).toISOString();
  for (const mail of unsent) {
    const due =
      mail.status === 'FAILED' ||
      (mail.status === 'PENDING' && mail.at < cutoff) ||
      (mail.status === 'SENDING' && (mail.claimedAt ?? mail.at) < cutoff);
    if (!due) continue;
    counts[await deliverOrderMail(mail)] += 1;
  }
  return counts;
};
