import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES, CHAT_UPLOAD_TEXTS } from '@shop/shared';
import { RATE_LIMITS } from '@shop/functions/http/rate-limit';
import { openLiveSupport, PNG_BYTES, uploadedChatPhoto } from '../api/live-chat-route-samples';
import { tableBaseline } from '../api/setup-test-kit';
import { call, runtime, useRuntimeTable } from '../runtime-client';
import { closeAll, openSocket, RealtimeClient, sleep } from './realtime-client';

/** Long enough for a message that should not be stored to have been stored. */
const QUIET_MS = 500;
const clients: RealtimeClient[] = [];
const sockets: WebSocket[] = [];

let n = 0;
/** 127.49.x.y: an address of its own per call, so the per-client limit is met only where a test means to. */
const address = () => `127.49.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

/** A visitor's conversation, its key and an open socket on it. */
const visitor = async (name = 'Fotoğraf Gönderen') => {
  const res = await call('/api/storefront/live-chat/ticket', { method: 'POST', body: { name, currentPage: '/' }, from: address() });
  expect(res.status).toBe(201);
  const ws = await openSocket(res.body.ticket as string);
  sockets.push(ws);
  const proof = { conversationId: res.body.conversation.id as string, visitorKey: res.body.visitorKey as string };
  return { proof, send: (data: unknown) => ws.send(JSON.stringify({ action: 'chat:send', data })) };
};

const ask = (body: Record<string, unknown>, from = address()) => call('/api/storefront/live-chat/uploads', { method: 'POST', body, from });
const complete = (uploadId: string, body: unknown) =>
  call(`/api/storefront/live-chat/uploads/${uploadId}/complete`, { method: 'POST', body, from: address() });
const messagesOf = async (conversationId: string) =>
  (await call(`/api/admin/live-support/conversations/${conversationId}`, { as: 'CUSTOMER_SERVICE' })).body.data.messages as { imageUrl?: string }[];

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline({ restoreChanged: true });
  await openLiveSupport();
});
afterEach(async () => {
  await Promise.all(
    sockets.splice(0).map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) {
            resolve();
            return;
          }
          ws.once('close', () => resolve());
          ws.close();
        }),
    ),
  );
  await closeAll(clients);
});
afterAll(async () => cleanUp(), 60_000);

describe("a visitor's photo", () => {
  it('is uploaded, checked, served under media/chat/ and sent to the agents with chat:send', async () => {
    const desk = await RealtimeClient.open('CUSTOMER_SERVICE', 'Canan Destek');
    clients.push(desk);
    await desk.join('/admin/live-support');
    const shopper = await visitor();
    const uploadId = await uploadedChatPhoto(shopper.proof);
    const done = await complete(uploadId, shopper.proof);
    expect(done).toEqual({ status: 200, body: { imageUrl: `/media/chat/${shopper.proof.conversationId}/${uploadId}.png` } });
    // Completing again (a retry) answers the same path.
    expect(await complete(uploadId, shopper.proof)).toEqual(done);

    const served = await fetch(`${runtime().url}${done.body.imageUrl as string}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);

    shopper.send({ imageUrl: done.body.imageUrl });
    const got = await desk.waitFor('chat:message', (d: { imageUrl?: string }) => d.imageUrl === done.body.imageUrl);
    expect(got.data).toMatchObject({ sender: 'visitor', conversationId: shopper.proof.conversationId });
    expect((await messagesOf(shopper.proof.conversationId)).map((m) => m.imageUrl).filter(Boolean)).toEqual([done.body.imageUrl]);
  });

  it('needs the conversation’s own visitor key, and an upload of that conversation', async () => {
    const mine = await visitor();
    const other = await visitor('Başkası');
    const wrongKey = { ...mine.proof, visitorKey: other.proof.visitorKey };
    expect(await ask({ ...wrongKey, contentType: 'image/png', size: 10 })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: CHAT_UPLOAD_TEXTS.notFound },
    });
    const theirs = await uploadedChatPhoto(other.proof);
    expect((await complete(theirs, mine.proof)).status).toBe(404);
    expect((await complete(theirs, wrongKey)).status).toBe(404);
  });

  it('refuses other types, more than 5 MB, bytes that are not the declared type, and a completion before the upload', async () => {
    const { proof } = await visitor();
    const gif = await ask({ ...proof, contentType: 'image/gif', size: 10 });
    expect(gif.status).toBe(400);
    expect(gif.body.message).toContain(CHAT_UPLOAD_TEXTS.wrongType);
    const big = await ask({ ...proof, contentType: 'image/jpeg', size: CHAT_IMAGE_MAX_BYTES + 1 });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain(CHAT_UPLOAD_TEXTS.tooLarge);

    const html = new TextEncoder().encode('<script>alert(1)</script>');
    const fake = await uploadedChatPhoto(proof, new Uint8Array(html), 'image/png');
    expect(await complete(fake, proof)).toEqual({ status: 400, body: { error: 'BadRequest', message: CHAT_UPLOAD_TEXTS.notOfType } });
    expect((await fetch(`${runtime().url}/media/chat/${proof.conversationId}/${fake}.png`)).status).toBe(404);

    const asked = await ask({ ...proof, contentType: 'image/webp', size: 20 });
    expect(asked.status).toBe(201);
    expect((await complete(asked.body.uploadId as string, proof)).body.message).toBe(CHAT_UPLOAD_TEXTS.notUploaded);
  });

  it('is the only image a visitor may send: a library path or another conversation’s photo, even through `..`, is not stored', async () => {
    const mine = await visitor();
    const other = await visitor('Başkası');
    const theirs = await uploadedChatPhoto(other.proof);
    const theirPath = (await complete(theirs, other.proof)).body.imageUrl as string;
    mine.send({ imageUrl: theirPath });
    mine.send({ imageUrl: '/media/m1/logo.png' });
    // Through its own folder: `..` would lead the agent's browser to the other visitor's photo or a library file.
    mine.send({ imageUrl: `/media/chat/${mine.proof.conversationId}/..${theirPath.slice('/media/chat'.length)}` });
    mine.send({ imageUrl: `/media/chat/${mine.proof.conversationId}/../../m1/logo.png` });
    mine.send({ text: 'Sonra metin' });
    await sleep(QUIET_MS);
    const stored = await messagesOf(mine.proof.conversationId);
    expect(stored.filter((m) => m.imageUrl)).toEqual([]);
    expect(stored.some((m) => (m as { text?: string }).text === 'Sonra metin')).toBe(true);
  });

  it(`allows ${RATE_LIMITS.chatUpload.limit} upload calls per client in ten minutes, then answers 429`, async () => {
    const { proof } = await visitor();
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.chatUpload.limit; i++) statuses.push((await ask({ ...proof, contentType: 'image/png', size: 10 }, from)).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not affected.
    expect((await ask({ ...proof, contentType: 'image/png', size: 10 })).status).toBe(201);
  });
});
