import escapeHtml from 'escape-html';

/**
 * A piece of an e-mail in both parts at once, so the HTML and the plain text never say
 * different things. Every `html` here is built from escaped text: nothing a customer or an
 * admin typed reaches the markup as markup.
 */
export interface MailBlock {
  readonly html: string;
  readonly text: string;
}

const LOCALE = 'tr-TR';
const TIME_ZONE = 'Europe/Istanbul';
const moneyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'TRY' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

/** Amounts are Turkish lira, as the catalogue's prices: 1234.5 -> "₺1.234,50". */
export const formatMoney = (amount: number): string => moneyFormat.format(amount);

/** An ISO instant in Turkey's time: "27 Kasım 2026 19:20". An unreadable value is left out rather than shown as "Invalid Date". */
export const formatDateTime = (iso: string): string | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : dateTimeFormat.format(date);
};

/** Only web links go into an href: a `javascript:` or `data:` URL typed as a tracking link must not become a clickable link. */
export const safeWebUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/** A subject is one header line: line breaks in a name must not start another. */
export const subjectLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

const COLORS = { text: '#1f2937', muted: '#6b7280', border: '#e5e7eb', accent: '#1d4ed8', panel: '#f9fafb' } as const;
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export const paragraph = (text: string): MailBlock => ({
  html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.text}">${escapeHtml(text)}</p>`,
  text,
});

/** Label–value rows (carrier, tracking number, amount…); rows without a value are left out. */
export const facts = (rows: readonly (readonly [label: string, value: string | undefined])[]): MailBlock => {
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== undefined && row[1] !== '');
  return {
    html:
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;background:${COLORS.panel};border:1px solid ${COLORS.border};border-radius:6px">` +
      shown
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;font-size:14px;color:${COLORS.muted};width:40%">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 12px;font-size:14px;color:${COLORS.text};font-weight:600;word-break:break-all">${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>',
    text: shown.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
};

/** A link styled as a button; nothing at all when the URL is not a web link. */
export const button = (label: string, url: string | undefined): MailBlock | undefined => {
  const href = safeWebUrl(url);
  if (!href) return undefined;
  return {
    html:
      `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" ` +
      `style="display:inline-block;padding:12px 20px;background:${COLORS.accent};color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:600">${escapeHtml(label)}</a></p>`,
    text: `${label}: ${href}`,
  };
};

/** A small heading inside the message (Sipariş özeti, Banka hesapları). */
export const heading = (text: string): MailBlock => ({
  html: `<h2 style="margin:24px 0 8px;font-size:16px;color:${COLORS.text}">${escapeHtml(text)}</h2>`,
  text: `\n${text}\n${'-'.repeat(text.length)}`,
});

export interface TableRow {
  readonly cells: readonly string[];
  /** Totals rows: bold, without the row separator. */
  readonly strong?: boolean;
}

/** A table whose last column is right-aligned (amounts); in the text part one line per row. */
export const table = (header: readonly string[], rows: readonly TableRow[]): MailBlock => {
  const cell = (value: string, index: number, count: number, strong: boolean, tag: 'td' | 'th') =>
    `<${tag} style="padding:8px 6px;font-size:14px;text-align:${index === count - 1 ? 'right' : 'left'};color:${tag === 'th' ? COLORS.muted : COLORS.text};` +
    `${strong || tag === 'th' ? 'font-weight:600;' : ''}border-bottom:1px solid ${COLORS.border}">${escapeHtml(value)}</${tag}>`;
  return {
    html:
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">' +
      `<tr>${header.map((h, i) => cell(h, i, header.length, false, 'th')).join('')}</tr>` +
      rows.map((row) => `<tr>${row.cells.map((c, i) => cell(c, i, row.cells.length, row.strong ?? false, 'td')).join('')}</tr>`).join('') +
      '</table>',
    text: rows.map((row) => row.cells.filter((c) => c !== '').join(' — ')).join('\n'),
  };
};

export interface MailPage {
  readonly shopName: string;
  /** The inbox's preview line (hidden in the message itself). */
  readonly preview: string;
  readonly title: string;
  readonly blocks: readonly (MailBlock | undefined)[];
  readonly footer: string;
}

/**
 * The one layout of every customer e-mail: a 600 px column that shrinks to the screen (tables
 * and inline styles, as mail clients support nothing else reliably), the shop's name on top.
 */
export const renderMailPage = (page: MailPage): { html: string; text: string } => {
  const blocks = page.blocks.filter((b): b is MailBlock => b !== undefined);
  const html =
    '<!doctype html><html lang="tr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(page.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">` +
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(page.preview)}</div>` +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #e5e7eb">' +
    `<tr><td style="padding:20px 24px;border-bottom:1px solid ${COLORS.border};font-size:18px;font-weight:700;color:${COLORS.text}">${escapeHtml(page.shopName)}</td></tr>` +
    `<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:22px;color:${COLORS.text}">${escapeHtml(page.title)}</h1>` +
    blocks.map((b) => b.html).join('') +
    '</td></tr>' +
    `<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};font-size:12px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(page.footer)}</td></tr>` +
    '</table></td></tr></table></body></html>';
  const text = [page.shopName, '', page.title, '', ...blocks.map((b) => `${b.text}\n`), '--', page.footer].join('\n');
  return { html, text };
};
