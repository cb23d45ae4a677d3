import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedAddress } from './webhook-url';

/** A receiver gets this long for the whole exchange: a stream or job Lambda must not wait on a slow one. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

export type PostOutcome = { ok: true; status: number } | { ok: false; status?: number; error: string };

/**
 * The connection's own DNS lookup refuses a private address, so a name that resolves elsewhere
 * after the save (DNS rebinding) still cannot reach inside the network: the check and the
 * connection use the same answer.
 */
const guardedLookup =
  (local: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const allowed = error ? [] : addresses.filter((a) => isAllowedAddress(a.address, local));
      const first = allowed[0];
      if (error || !first) {
        callback(error ?? new Error('Adres özel bir ağa çıkıyor; gönderilmedi.'), '', 0);
      } else if (options.all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      } else {
        callback(null, first.address, first.family);
      }
    });
  };

/**
 * POSTs a JSON body with the given headers; a 2xx answer is a delivery, anything else (another
 * status, a redirect, which is never followed, a timeout, a refused address) is not. Never throws.
 */
export const postWebhook = (url: string, body: string, headers: Record<string, string>, local: boolean): Promise<PostOutcome> =>
  new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ ok: false, error: 'Geçersiz adres.' });
      return;
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !isAllowedAddress(host, local)) {
      resolve({ ok: false, error: 'Adres özel bir ağa çıkıyor; gönderilmedi.' });
      return;
    }
    const options: RequestOptions = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Shop-Webhook/1', ...headers },
      lookup: guardedLookup(local),
      timeout: WEBHOOK_TIMEOUT_MS,
    };
    const send = target.protocol === 'http:' ? httpRequest : httpsRequest;
    const timer = setTimeout(() => req.destroy(new Error(`Alıcı ${WEBHOOK_TIMEOUT_MS / 1000} sn içinde yanıt vermedi.`)), WEBHOOK_TIMEOUT_MS);
    const req = send(target, options, (res) => {
      // The answer's body is not needed: drain it so the socket closes.
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        const status = res.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `Alıcı HTTP ${status} yanıtı verdi.` });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`Alıcı ${WEBHOOK_TIMEOUT_MS / 1000} sn içinde yanıt vermedi.`)));
    req.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, error: error.message.slice(0, 200) });
    });
    req.end(body);
  });
