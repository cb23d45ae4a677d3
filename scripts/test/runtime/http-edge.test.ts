import { request } from 'node:http';
import { HTTP_API_MAX_PAYLOAD_BYTES, MEDIA_SECURITY_HEADERS, securityHeaders } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { GATEWAY_TEXTS } from '../../src/gateway/texts';
import { call, runtime, tokenFor } from '../runtime-client';
import { TINY_PNG } from '../image-files';

/** A raw request: fetch would re-encode a broken %-escape before sending it. */
const raw = (path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const url = new URL(runtime().url);
    const req = request({ hostname: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });

const json = (body: string): unknown => JSON.parse(body);

describe('the local gateway at its edge, as API Gateway and CloudFront', () => {
  it.each([
    ['a path parameter', '/api/admin/catalog/product/%E0%A4%A'],
    ['a public route', '/api/storefront/category/%ZZ'],
    ['the query string', '/api/admin/catalog/product?limit=%'],
    ['a page of the app', '/admin/%C0'],
  ])('refuses broken percent-encoding in %s with 400 and a clear message', async (_, path) => {
    const res = await raw(path, { headers: { authorization: `Bearer ${await tokenFor('SUPER_ADMIN')}` } });
    expect({ status: res.status, body: json(res.body) }).toEqual({ status: 400, body: { message: GATEWAY_TEXTS.malformedUrl } });
  });

  it('refuses a body over the HTTP API limit (10 MB) with 413, by its length or by what arrives', async () => {
    const token = await tokenFor('SUPER_ADMIN');
    const body = Buffer.alloc(HTTP_API_MAX_PAYLOAD_BYTES + 1, 0x20);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const declared = await raw('/api/admin/theme/popup', { method: 'POST', headers, body });
    expect({ status: declared.status, body: json(declared.body) }).toEqual({ status: 413, body: { message: GATEWAY_TEXTS.payloadTooLarge } });
    const chunked = await raw('/api/admin/theme/popup', { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' }, body });
    expect({ status: chunked.status, body: json(chunked.body) }).toEqual({ status: 413, body: { message: GATEWAY_TEXTS.payloadTooLarge } });
    expect(GATEWAY_TEXTS.payloadTooLarge).toBe('İstek gövdesi çok büyük: en fazla 10 MB gönderilebilir.');
  });

  it('takes a body just under the limit to the handler (which answers for itself)', async () => {
    const res = await call('/api/admin/catalog/category', {
      as: 'SUPER_ADMIN',
      method: 'POST',
      rawBody: `{"name":"${'a'.repeat(HTTP_API_MAX_PAYLOAD_BYTES - 20)}"}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe(GATEWAY_TEXTS.payloadTooLarge);
  });

  it('sends the production security headers on pages, the config and API answers, errors included', async () => {
    const config = (await (await fetch(`${runtime().url}/config.json`)).json()) as { userPoolEndpoint: string; webSocketUrl: string };
    const wsOrigin = new URL(config.webSocketUrl).origin;
    const expected = securityHeaders([config.userPoolEndpoint, wsOrigin, wsOrigin.replace(/^ws/, 'http')]);
    expect(expected['content-security-policy']).toContain("form-action 'self'");
    expect(expected['permissions-policy']).toContain('camera=()');
    for (const path of ['/', '/admin/theme', '/config.json', '/api/storefront/theme', '/api/admin/order', '/api/nope', '/admin/%C0']) {
      const res = await raw(path);
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
      expect({ path, headers: sent }).toEqual({ path, headers: expected });
    }
  });

  it('sends the sandboxed media headers on /media/*', async () => {
    const res = await raw('/media/none/missing.png');
    expect(res.status).toBe(404);
    const created = await call('/api/admin/media/uploads', {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { fileName: 'kenar.png', contentType: 'image/png', size: TINY_PNG.length },
    });
    const { media, uploadUrl, headers } = created.body.data;
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: TINY_PNG })).status).toBe(200);
    const completed = await call(`/api/admin/media/${media.id}/complete`, { as: 'SUPER_ADMIN', method: 'POST' });
    const served = await raw(completed.body.data.filePath);
    expect(served.status).toBe(200);
    const sent = Object.fromEntries(Object.keys(MEDIA_SECURITY_HEADERS).map((name) => [name, served.headers[name]]));
    expect(sent).toEqual(MEDIA_SECURITY_HEADERS);
  });
});
