import { describe, expect, it } from 'vitest';
import { pageHtmlToText, sanitizePageHtml } from '../../../src/domain/content/page-html';

/** Ways HTML is known to carry script past a careless filter (OWASP's XSS filter evasion list, abridged). */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src="x" onerror="alert(1)">',
  '<img src=/media/a.png onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  '<a href="javascript:alert(1)">tıkla</a>',
  '<a href="JaVaScRiPt:alert(1)">tıkla</a>',
  '<a href="jav&#x09;ascript:alert(1)">tıkla</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">tıkla</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">tıkla</a>',
  '<a href="vbscript:msgbox(1)">tıkla</a>',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)//<</script>/script>',
  '<div data-shop-form="iletisim" onclick="alert(1)" style="x"></div>',
  '<div data-shop-form="a&quot; onmouseover=&quot;alert(1)"></div>',
  '<div data-shop-form="iletisim"><img src=x onerror=alert(1)><script>alert(1)</script></div>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

/** What must never survive: tags that run or embed, event handlers, script and data schemes in attributes. */
const FORBIDDEN = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<style/i,
  /<object/i,
  /<embed/i,
  /<link/i,
  /<meta/i,
  /<form/i,
  /<base/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /=\s*"?data:/i,
  /\sstyle\s*=/i,
];

describe('sanitizePageHtml', () => {
  it.each(XSS_VECTORS)('removes what could run script: %s', (vector) => {
    const clean = sanitizePageHtml(`<p>önce</p>${vector}<p>sonra</p>`);
    for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
    expect(clean).toContain('<p>önce</p>');
    // Stable: what is stored, sanitised again when served, is the same.
    expect(sanitizePageHtml(clean)).toBe(clean);
  });

  it('keeps headings, lists, safe links, site and https images, tables', () => {
    const html =
      '<h1>Biz</h1><h2>Başlık</h2><ol><li data-list="bullet">bir</li></ol><p><a href="/sayfa/iletisim" target="_blank">iletişim</a></p>' +
      '<p><img src="/media/a.png" alt="a"><img src="https://cdn.example/b.png"></p>' +
      '<table><tbody><tr><td data-row="row-ab12">x</td></tr></tbody></table>';
    expect(sanitizePageHtml(html)).toBe(
      '<h2>Biz</h2><h2>Başlık</h2><ol><li data-list="bullet">bir</li></ol><p><a href="/sayfa/iletisim" target="_blank" rel="noopener noreferrer">iletişim</a></p>' +
        '<p><img src="/media/a.png" alt="a" /><img src="https://cdn.example/b.png" /></p>' +
        '<table><tbody><tr><td data-row="row-ab12">x</td></tr></tbody></table>',
    );
  });

  it('keeps a form block exactly, emptied, and turns any other div into a paragraph', () => {
    expect(sanitizePageHtml('<div data-shop-form="iletisim-formu_1"></div>')).toBe('<div data-shop-form="iletisim-formu_1"></div>');
    expect(sanitizePageHtml('<div data-shop-form="iletisim" class="x" id="y">içerik <b>kalın</b></div><p>sonra</p>')).toBe(
      '<div data-shop-form="iletisim"></div><p>sonra</p>',
    );
    expect(sanitizePageHtml('<div data-shop-form="bad id!">metin</div>')).toBe('<p>metin</p>');
    expect(sanitizePageHtml(`<div data-shop-form="${'a'.repeat(65)}"></div>`)).toBe('<p></p>');
    expect(sanitizePageHtml('<div>metin</div>')).toBe('<p>metin</p>');
  });
});

describe('pageHtmlToText', () => {
  it('gives a line per block, list items marked, entities read, form blocks dropped', () => {
    expect(
      pageHtmlToText(
        '<h2>MADDE 1 &amp; 2</h2><p>Satıcı &lt;adres&gt;<br>İstanbul</p><ol><li data-list="bullet">bir</li><li>iki</li></ol><div data-shop-form="f"></div><p>son</p>',
      ),
    ).toBe('MADDE 1 & 2\nSatıcı <adres>\nİstanbul\n- bir\n- iki\nson');
  });
});
