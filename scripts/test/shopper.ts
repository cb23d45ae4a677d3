import { request as httpRequest } from 'node:http';
import { CART_COOKIE } from '@shop/shared';
import { runtime } from './runtime-client';

/**
 * A shopper of the store API: their own local address (127.x.y.z, so the per-client rate limits
 * count them apart, as CloudFront's viewer address does in AWS) and their own cart cookie, kept
 * from the answers' Set-Cookie as a browser would.
 */
export interface ShopperAnswer {
  readonly status: number;
  readonly body: any;
  readonly setCookie: string[];
  /** A 429's Retry-After (seconds), absent otherwise. */
  readonly retryAfter?: string;
}

let counter = 0;
/** 127.46.x.y: a fresh address per shopper (the route matrix uses 127.44, other files 127.45). */
export const freshAddress = () => {
  counter++;
  return `127.46.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

export class Shopper {
  cartId: string | undefined;
  readonly from: string;

  constructor(from: string = freshAddress()) {
    this.from = from;
  }

  call(path: string, options: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}): Promise<ShopperAnswer> {
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.cartId ? { cookie: `${CART_COOKIE}=${this.cartId}` } : {}),
      ...options.headers,
    };
    const url = `${runtime().url.replace('//localhost', '//127.0.0.1')}${path}`;
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method: options.method ?? 'GET', headers, localAddress: this.from }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = res.headers['set-cookie'] ?? [];
          const cart = setCookie.map((c) => new RegExp(`^${CART_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean);
          if (cart) this.cartId = cart;
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: tests assert on the raw text.
          }
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body, setCookie, ...(retryAfter ? { retryAfter } : {}) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  add(variantId: string, quantity = 1) {
    return this.call('/api/storefront/cart/lines', { method: 'POST', body: { variantId, quantity } });
  }

  checkout(body: unknown, key: string) {
    return this.call('/api/storefront/checkout', { method: 'POST', body, headers: { 'idempotency-key': key } });
  }
}

/** A valid checkout body (a real T.C. kimlik no checksum, an ilçe of its il). */
export const checkoutBody = (fields: { email?: string; paymentMethod?: string } = {}) => ({
  email: fields.email ?? `alici-${Date.now().toString(36)}-${counter++}@example.com`,
  phone: '0532 123 45 67',
  address: { name: 'Ayşe Yılmaz', il: 'İstanbul', ilce: 'Kadıköy', line: 'Caferağa Mah. Moda Cad. No: 1' },
  invoice: { kind: 'BIREYSEL', tckn: '10000000146' },
  paymentMethod: fields.paymentMethod ?? 'KAPIDA_NAKIT',
  acceptedTerms: true,
});
