import { createHmac } from 'node:crypto';

/** The headers every delivery carries (README, "Eklentiler", says how a receiver checks them). */
export const WEBHOOK_HEADERS = {
  signature: 'X-Shop-Signature',
  timestamp: 'X-Shop-Timestamp',
  event: 'X-Shop-Event',
  delivery: 'X-Shop-Delivery',
} as const;

/**
 * `sha256=<hex>`: HMAC-SHA256 with the shop's secret over `<timestamp>.<raw body>`. The timestamp
 * (Unix seconds, also sent in its own header) is signed with the body, so a receiver that refuses
 * old timestamps cannot be fed a captured delivery again later.
 */
export const webhookSignature = (secret: string, timestamp: number, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
