import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLUGIN_TEXTS, WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { postWebhook } from '../../src/domain/plugins/webhook-post';
import { webhookSignature } from '../../src/domain/plugins/webhook-signature';
import { isAllowedAddress, webhookUrlProblem } from '../../src/domain/plugins/webhook-url';

describe('webhook signature', () => {
  const secret = 'çok-gizli-anahtar-1234';
  const body = JSON.stringify({ event: 'order.created', order: { id: 'M1001', total: 149.9 } });

  it('is HMAC-SHA256 of "<timestamp>.<raw body>" as a receiver recomputes it', () => {
    const signature = webhookSignature(secret, 1_790_000_000, body);
    const expected = createHmac('sha256', secret).update(`1790000000.${body}`).digest('hex');
    expect(signature).toBe(`sha256=${expected}`);
    expect(timingSafeEqual(Buffer.from(signature), Buffer.from(`sha256=${expected}`))).toBe(true);
  });

  it('changes with the body, the timestamp and the secret', () => {
    const base = webhookSignature(secret, 1_790_000_000, body);
    expect(webhookSignature(secret, 1_790_000_001, body)).not.toBe(base);
    expect(webhookSignature(secret, 1_790_000_000, body.replace('149.9', '1.9'))).not.toBe(base);
    expect(webhookSignature(`${secret}x`, 1_790_000_000, body)).not.toBe(base);
  });
});

describe('webhook backoff', () => {
  it('waits 1, 2, 4 and 8 minutes between the five tries', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(5);
    expect([1, 2, 3, 4].map(webhookRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
});

describe('webhook address', () => {
  it('takes public https addresses in the deployed stack and refuses http, user info, local and private ones', () => {
    expect(webhookUrlProblem('https://hooks.example.com/siparis', false)).toBeUndefined();
    expect(webhookUrlProblem('https://203.0.113.9/x', false)).toBeUndefined();
    expect(webhookUrlProblem('http://hooks.example.com/siparis', false)).toBe(PLUGIN_TEXTS.webhookUrl);
    expect(webhookUrlProblem('https://kullanici:sifre@hooks.example.com/', false)).toBe(PLUGIN_TEXTS.webhookUrl);
    expect(webhookUrlProblem('hooks.example.com', false)).toBe(PLUGIN_TEXTS.webhookUrl);
    for (const url of [
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:10.0.0.1]/x',
    ])
      expect(webhookUrlProblem(url, false), url).toBe(PLUGIN_TEXTS.webhookPrivate);
  });

  it('lets the local runtime post to loopback over http (the test receiver), and nothing else private', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4567/hook', true)).toBeUndefined();
    expect(webhookUrlProblem('http://localhost:4567/hook', true)).toBeUndefined();
    expect(webhookUrlProblem('http://hooks.example.com/hook', true)).toBe(PLUGIN_TEXTS.webhookUrl);
    expect(webhookUrlProblem('https://10.1.2.3/x', true)).toBe(PLUGIN_TEXTS.webhookPrivate);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('8.8.8.8', false)).toBe(true);
  });
});

describe('posting a webhook', () => {
  const receiver = async (answer: (n: number) => number | 'hang') => {
    let count = 0;
    const server = createServer((req, res) => {
      count += 1;
      const status = answer(count);
      req.resume();
      if (status !== 'hang') res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    return { url, count: () => count, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  };

  it('answers a 2xx as delivered and any other status as not, with the status', async () => {
    const r = await receiver((n) => (n === 1 ? 204 : 503));
    try {
      expect(await postWebhook(r.url, '{}', {}, true)).toEqual({ ok: true, status: 204 });
      expect(await postWebhook(r.url, '{}', {}, true)).toMatchObject({ ok: false, status: 503 });
    } finally {
      await r.close();
    }
  });

  it('never reaches a loopback receiver from the deployed stack, even by name', async () => {
    const r = await receiver(() => 200);
    try {
      expect(await postWebhook(r.url, '{}', {}, false)).toMatchObject({ ok: false });
      expect(await postWebhook(r.url.replace('127.0.0.1', 'localhost'), '{}', {}, false)).toMatchObject({ ok: false });
      expect(r.count()).toBe(0);
    } finally {
      await r.close();
    }
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const r = await receiver(() => 'hang');
    try {
      const started = Date.now();
      const outcome = await postWebhook(r.url, '{}', {}, true);
      expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('yanıt vermedi') });
      expect(Date.now() - started).toBeLessThan(7_000);
    } finally {
      await r.close();
    }
  }, 10_000);
});
