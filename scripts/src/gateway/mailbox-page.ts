import type { IncomingMessage, ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import { CONTENT_TYPE_OPTIONS, PERMISSIONS_POLICY } from '@shop/shared';
import type { MailStore, StoredMail } from '../local/mail-store';

/** The local mailbox: the page `npm start` prints, and its JSON for the tests. */
export const MAILBOX_PATH = '/_mailbox';
export const MAILBOX_JSON_PATH = '/_mailbox/messages';

/** The page shows the newest this many; the JSON answers them all. */
const PAGE_LIMIT = 200;

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Istanbul' });

/**
 * The page's own policy, stricter than the app's: no script at all, and a message's HTML only
 * inside an iframe sandboxed without scripts or the page's origin. A srcdoc frame inherits this
 * policy, so mails keep their inline styles and remote images, and nothing else.
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': CONTENT_TYPE_OPTIONS,
  'referrer-policy': 'no-referrer',
  'permissions-policy': PERMISSIONS_POLICY,
};

const message = (mail: StoredMail): string => {
  const sentAt = dateTime.format(new Date(mail.sentAt));
  // srcdoc is an attribute: escaped once here, the browser unescapes it into the frame's document.
  // No allow-scripts nor allow-same-origin: the mail's HTML runs nothing and reaches no origin.
  // Popups only, so a tracking link opens the carrier's page in a tab of its own.
  const body = mail.html
    ? `<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : '';
  const text = mail.text ? `<details${mail.html ? '' : ' open'}><summary>Düz metin</summary><pre>${escapeHtml(mail.text)}</pre></details>` : '';
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>Alıcı</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Gönderen</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Gönderim zamanı</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(sentAt)}</time></dd>
<dt>İleti kimliği</dt><dd><code>${escapeHtml(mail.messageId)}</code></dd>
</dl>
${body}
${text}
</article>`;
};

export const renderMailboxPage = (messages: readonly StoredMail[]): string => {
  const shown = messages.slice(0, PAGE_LIMIT);
  const count =
    messages.length > shown.length ? `${messages.length} e-posta (en yeni ${shown.length} tanesi gösteriliyor)` : `${messages.length} e-posta`;
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Yerel posta kutusu</title>
<style>
body{margin:0;padding:24px;font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:900px;margin:0 auto}
h1{margin:0 0 4px;font-size:24px}
.note{margin:0 0 24px;color:#4b5563}
article{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px 20px;margin:0 0 20px}
article h2{margin:0 0 8px;font-size:18px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 12px;font-size:14px}
dt{color:#6b7280}dd{margin:0;word-break:break-all}
iframe{width:100%;height:520px;border:1px solid #e5e7eb;border-radius:6px;resize:vertical;background:#fff}
pre{white-space:pre-wrap;font-size:13px;background:#f9fafb;padding:12px;border-radius:6px}
</style>
</head>
<body>
<main>
<h1>Yerel posta kutusu</h1>
<p class="note">Yerel çalışma ortamında müşterilere gönderilen e-postalar gerçekten gönderilmez, burada toplanır (en yeni en üstte). Sayfayı yenileyerek yeni iletileri görebilirsiniz. ${escapeHtml(count)}.</p>
${shown.length === 0 ? '<p>Henüz e-posta gönderilmedi.</p>' : shown.map(message).join('\n')}
</main>
</body>
</html>`;
};

/**
 * `GET /_mailbox`: the page; `GET /_mailbox/messages[?to=<address>]`: `{ messages }`, newest
 * first, for tests (filtered by recipient, as they share one runtime). Local only: nothing in
 * AWS serves these paths. Answers true when it handled the request.
 */
export const handleMailbox = (store: MailStore, req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
  if (url.pathname !== MAILBOX_PATH && url.pathname !== MAILBOX_JSON_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return true;
  }
  if (url.pathname === MAILBOX_JSON_PATH) {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = store.list().filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': CONTENT_TYPE_OPTIONS,
    });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ messages }));
    return true;
  }
  res.writeHead(200, PAGE_HEADERS);
  res.end(req.method === 'HEAD' ? undefined : renderMailboxPage(store.list()));
  return true;
};
