import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeList } from '@shop/shared';
import { describe, expect, it } from 'vitest';

const HANDLERS = path.resolve(import.meta.dirname, '../../src/handlers');

/**
 * Only routes marked `pushesRealtime` get the WebSocket endpoint and the right to post to connections
 * in the deployed stack; locally every Lambda has them, so a handler that pushes without the mark
 * works in `npm start` and fails in AWS. Read from the handler's own imports, so a new one is caught.
 */
describe('routes whose handlers post to WebSocket connections', () => {
  const pushing = routeList().filter((route) => readFileSync(path.join(HANDLERS, `${route.handler}.ts`), 'utf8').includes('realtime/chat-push'));

  it('are found (the check reads real handlers)', () => expect(pushing.length).toBeGreaterThan(0));

  it.each(pushing.map((route) => [route.id, route] as const))('%s is marked pushesRealtime', (_id, route) => {
    expect(route.pushesRealtime).toBe(true);
  });
});
