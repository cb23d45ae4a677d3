import { vi } from 'vitest';
import type { CartAnswer } from '@shop/shared';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type CartLineFixture = CartAnswer['lines'][number];

export const line = (over: Partial<CartLineFixture> & Pick<CartLineFixture, 'id' | 'variantId' | 'name'>): CartLineFixture => ({
  productId: 'p1',
  slug: 'keten-elbise',
  sku: `SKU-${over.id}`,
  optionsLabel: '',
  quantity: 1,
  unitPrice: 100,
  lineTotal: 100,
  available: 10,
  ...over,
});

/** A cart whose figures add up as the server's would (cargo and threshold given). */
export const cartOf = (lines: CartLineFixture[], over: Partial<CartAnswer> = {}): CartAnswer => {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const discount = over.discount ?? 0;
  const cargo = over.cargo ?? (subtotal >= 1000 ? 0 : 49.9);
  return {
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    cargo,
    remainingForFree: subtotal >= 1000 ? 0 : 1000 - subtotal,
    discount,
    total: subtotal - discount + cargo,
    orderable: lines.every((l) => l.notice?.kind !== 'OUT_OF_STOCK' && l.notice?.kind !== 'UNAVAILABLE'),
    notices: [],
    ...over,
  };
};

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly headers: Headers;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** A fetch that answers `METHOD path` from the table and records every call; anything else fails the test. */
export const mockApi = (routes: Record<string, Handler>) => {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`unexpected fetch ${method} ${path}`);
    return route(call);
  });
  return calls;
};
