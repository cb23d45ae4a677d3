import { randomUUID } from 'node:crypto';
import { CONTENT_PAGE_MESSAGES as M, CONTRACT_VERSIONS } from '@shop/shared';
import { getLevels, levelFromMap, levelOf, putStockLevels } from '@shop/functions/repositories/stock-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tableItems, useRuntimeTable } from '../runtime-client';
import { checkoutBody, Shopper } from '../shopper';
import { putProduct } from '../stock-fixtures';
import { admin, expectConflict, expectRefused, tableBaseline } from './setup-test-kit';

const PAGES = '/api/admin/content/pages';
const CATEGORIES = '/api/admin/content/page-categories';

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  // The file edits the demo's contract pages too: everything goes back as it was.
  cleanUp = await tableBaseline({ restoreChanged: true });
});
afterAll(async () => cleanUp(), 120_000);

let n = 0;
const unique = (title: string) => `${title} ${Date.now().toString(36)}${n++}`;
const pageBody = (fields: Record<string, unknown> = {}) => ({ title: unique('Sayfa'), bodyHtml: '<p>Metin</p>', status: 'PUBLISHED', ...fields });
const newPage = async (fields: Record<string, unknown> = {}) => (await admin(PAGES, 'POST', pageBody(fields))).data;
const storefront = (slug: string) => call(`/api/storefront/pages/${encodeURIComponent(slug)}`);
const pageLinks = async (): Promise<{ slug: string }[]> => (await call('/api/admin/content/page-links', { as: 'THEME_MANAGER' })).body.data;

/** Stored HTML must never carry something that runs (the storefront injects it as it is). */
const XSS = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="jav&#x09;ascript:alert(1)">b</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">c</a>',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<div data-shop-form="iletisim" onclick="alert(1)"><script>alert(1)</script></div>',
];
const FORBIDDEN = [/<script/i, /<iframe/i, /<svg/i, /<style/i, /\son\w+\s*=/i, /javascript:/i, /=\s*"?data:/i];

describe('Sayfalar', () => {
  it('creates a page: the slug from the title with Turkish letters folded, the body sanitised, an audit entry; the storefront serves it when published', async () => {
    const title = `İade ve Değişim Şartları ${Date.now().toString(36)}`;
    const res = await call(PAGES, {
      as: 'CONTENT_MANAGER',
      method: 'POST',
      body: {
        title,
        bodyHtml: `<h2>Başlık</h2><p><a href="/sayfa/iletisim">İletişim</a></p><p><img src="/media/x.png"></p>${XSS.join('')}`,
        status: 'DRAFT',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const page = res.body.data;
    expect(page).toMatchObject({ title, status: 'DRAFT', version: 1 });
    expect(page.slug).toMatch(/^iade-ve-degisim-sartlari-[a-z0-9]+$/);
    expect(page.bodyHtml).toContain('<h2>Başlık</h2><p><a href="/sayfa/iletisim">İletişim</a></p><p><img src="/media/x.png" /></p>');
    expect(page.bodyHtml).toContain('<div data-shop-form="iletisim"></div>');
    const stored = (await tableItems()).find((i) => i.sk === `PAGE#${page.id}`);
    for (const pattern of FORBIDDEN) expect(String(stored?.bodyHtml)).not.toMatch(pattern);
    expect((await tableItems()).some((i) => i.action === 'page.created' && (i.target as { id: string }).id === page.id)).toBe(true);

    // A draft is a 404 on the storefront and not a link choice.
    expect(await storefront(page.slug)).toEqual({ status: 404, body: { error: 'NotFound', message: M.pageNotFound } });
    expect((await pageLinks()).map((p) => p.slug)).not.toContain(page.slug);

    const published = await call(`${PAGES}/${page.id}`, {
      as: 'CONTENT_MANAGER',
      method: 'POST',
      body: { ...pageBody({ title, bodyHtml: page.bodyHtml }), seoDescription: 'Açıklama', baseVersion: 1 },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ slug: page.slug, status: 'PUBLISHED', version: 2 });
    const served = await storefront(page.slug);
    expect(served.status).toBe(200);
    expect(served.body.page).toMatchObject({ title, slug: page.slug, seoDescription: 'Açıklama' });
    for (const pattern of FORBIDDEN) expect(served.body.page.bodyHtml).not.toMatch(pattern);
    expect((await pageLinks()).map((p) => p.slug)).toContain(page.slug);
    expect((await call(`${PAGES}/${page.id}`, { as: 'ADMIN' })).body.data.version).toBe(2);
  });

  it('lists pages with a search and a status filter', async () => {
    const draft = await newPage({ title: unique('Gizli Taslak'), status: 'DRAFT' });
    const live = await newPage({ title: unique('Açık Kampanya') });
    const list = async (query: string) =>
      ((await call(`${PAGES}?${query}`, { as: 'CONTENT_MANAGER' })).body.data as { id: string }[]).map((p) => p.id);
    expect(await list('q=gizli')).toContain(draft.id);
    expect(await list('q=gizli')).not.toContain(live.id);
    expect(await list('status=DRAFT')).toContain(draft.id);
    expect(await list('status=DRAFT')).not.toContain(live.id);
    expect(await list('status=PUBLISHED&q=KAMPANYA')).toEqual([live.id]);
    const bad = await call(`${PAGES}?status=YAYINDA`, { as: 'CONTENT_MANAGER' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status');
  });

  it('refuses bad input with Turkish messages (400) and writes nothing', async () => {
    await expectRefused(PAGES, pageBody({ slug: 'Büyük Harf' }), 'slug');
    await expectRefused(PAGES, pageBody({ status: 'YAYINDA' }), 'status');
    await expectRefused(PAGES, pageBody({ publishAt: 'yarın' }), 'publishAt');
    await expectRefused(PAGES, pageBody({ bodyHtml: 'x'.repeat(150_001) }), 'bodyHtml');
    const before = await tableItems();
    const blank = await call(PAGES, { as: 'SUPER_ADMIN', method: 'POST', body: pageBody({ title: ' \u200b ' }) });
    expect(blank).toMatchObject({ status: 400, body: { field: 'title', message: 'title: Sayfa başlığı gereklidir.' } });
    const noLetters = await call(PAGES, { as: 'SUPER_ADMIN', method: 'POST', body: pageBody({ title: '???' }) });
    expect(noLetters).toMatchObject({ status: 400, body: { field: 'title' } });
    expect(noLetters.body.message).toMatch(/adres üretilemedi/);
    const unknownCategory = await call(PAGES, { as: 'SUPER_ADMIN', method: 'POST', body: pageBody({ categoryId: 'yok' }) });
    expect(unknownCategory).toEqual({ status: 400, body: { error: 'BadRequest', field: 'categoryId', message: M.categoryUnknown } });
    const page = await newPage();
    const after = await tableItems();
    const noBase = await call(`${PAGES}/${page.id}`, { as: 'SUPER_ADMIN', method: 'POST', body: pageBody() });
    expect(noBase).toMatchObject({ status: 400, body: { field: 'baseVersion', message: 'baseVersion gereklidir.' } });
    expect(await tableItems()).toEqual(after);
    expect(after.length).toBeGreaterThan(before.length);
  });

  it('refuses a slug another page holds (409, Turkish), even given in capitals, and a stale save (409); nothing written', async () => {
    const first = await newPage();
    const second = await newPage();
    await expectConflict(PAGES, { body: pageBody({ slug: first.slug.toUpperCase() }) }, M.slugTaken(first.slug));
    await expectConflict(`${PAGES}/${second.id}`, { body: pageBody({ slug: first.slug, baseVersion: 1 }) }, M.slugTaken(first.slug));
    // Same title, no slug: the folded title is taken.
    await expectConflict(PAGES, { body: pageBody({ title: first.title }) }, M.slugTaken(first.slug));
    await admin(`${PAGES}/${second.id}`, 'POST', pageBody({ title: second.title, baseVersion: 1 }));
    await expectConflict(`${PAGES}/${second.id}`, { body: pageBody({ baseVersion: 1 }) }, M.pageStale);
    expect((await call(`${PAGES}/yok`, { as: 'SUPER_ADMIN', method: 'POST', body: pageBody({ baseVersion: 1 }) })).status).toBe(404);
    expect(await call(`${PAGES}/yok`, { as: 'SUPER_ADMIN' })).toEqual({ status: 404, body: { error: 'NotFound', message: M.pageNotFound } });
  });

  it('moving a page to a new slug frees the old one; deleting it frees its slug and takes it off the storefront and the link list', async () => {
    const page = await newPage();
    const moved = await admin(`${PAGES}/${page.id}`, 'POST', pageBody({ title: page.title, slug: `${page.slug}-yeni`, baseVersion: 1 }));
    expect(moved.data.slug).toBe(`${page.slug}-yeni`);
    expect((await storefront(page.slug)).status).toBe(404);
    expect((await storefront(moved.data.slug)).status).toBe(200);
    const other = await newPage({ slug: page.slug });
    expect(other.slug).toBe(page.slug);

    expect(await call(`${PAGES}/${page.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' })).toEqual({ status: 200, body: { deleted: true } });
    expect((await storefront(moved.data.slug)).status).toBe(404);
    expect((await pageLinks()).map((p) => p.slug)).not.toContain(moved.data.slug);
    expect((await newPage({ slug: moved.data.slug })).slug).toBe(moved.data.slug);
    expect((await call(`${PAGES}/${page.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' })).status).toBe(404);
  });

  it('shows a published page only from its publish date on', async () => {
    const later = await newPage({ publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const earlier = await newPage({ publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await storefront(later.slug)).status).toBe(404);
    expect((await storefront(earlier.slug)).status).toBe(200);
    const links = (await pageLinks()).map((p) => p.slug);
    expect(links).not.toContain(later.slug);
    expect(links).toContain(earlier.slug);
  });

  it('serves the demo shop’s pages and 404s an unknown slug', async () => {
    for (const slug of [
      'hakkimizda',
      'iletisim',
      'kvkk-aydinlatma-metni',
      'cerez-politikasi',
      'iade-ve-degisim-kosullari',
      'mesafeli-satis-sozlesmesi',
      'on-bilgilendirme-formu',
    ]) {
      const res = await storefront(slug);
      expect(res.status, slug).toBe(200);
      expect(res.body.page.bodyHtml).toContain('Bu metin bir şablondur');
    }
    // Each in its demo category.
    const categories = (await admin(CATEGORIES)).data as { id: string; name: string }[];
    const kurumsal = categories.find((c) => c.name === 'Kurumsal');
    const listed = (await admin(`${PAGES}?q=hakkimizda`)).data as { slug: string; categoryId: string | null }[];
    expect(listed.find((p) => p.slug === 'hakkimizda')?.categoryId).toBe(kurumsal?.id);
    expect(await storefront('boyle-bir-sayfa-yok')).toEqual({ status: 404, body: { error: 'NotFound', message: M.pageNotFound } });
  });
});

describe('Sayfa Kategorileri', () => {
  const names = async () => ((await call(CATEGORIES, { as: 'ADMIN' })).body.data as { name: string }[]).map((c) => c.name);

  it('has the demo categories; creates, renames and refuses a name taken in any Turkish case', async () => {
    expect(await names()).toEqual(expect.arrayContaining(['Kurumsal', 'Yardım', 'Sözleşmeler']));
    const made = await call(CATEGORIES, { as: 'CONTENT_MANAGER', method: 'POST', body: { name: unique('Kampanyalar') } });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ pageCount: 0 });
    await expectConflict(CATEGORIES, { body: { name: 'YARDIM' } }, M.categoryDuplicate);
    await expectConflict(`${CATEGORIES}/${made.body.data.id}`, { body: { name: 'kurumsal' } }, M.categoryDuplicate);
    const renamed = await call(`${CATEGORIES}/${made.body.data.id}`, { as: 'CONTENT_MANAGER', method: 'POST', body: { name: 'Duyurular' } });
    expect(renamed.body.data).toMatchObject({ id: made.body.data.id, name: 'Duyurular' });
    const before = await tableItems();
    const blank = await call(CATEGORIES, { as: 'CONTENT_MANAGER', method: 'POST', body: { name: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'name: Kategori adı gereklidir.' } });
    expect((await call(`${CATEGORIES}/yok`, { as: 'CONTENT_MANAGER', method: 'POST', body: { name: 'X' } })).status).toBe(404);
    expect((await call(CATEGORIES, { as: 'ADMIN', method: 'POST', body: { name: 'Yetkisiz' } })).status).toBe(403);
    expect(await tableItems()).toEqual(before);
    await admin(`${CATEGORIES}/${made.body.data.id}`, 'DELETE');
  });

  it('reorders all of them; an order that misses one is 409', async () => {
    const ids = ((await admin(CATEGORIES)).data as { id: string }[]).map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await call(`${CATEGORIES}/order`, { as: 'CONTENT_MANAGER', method: 'POST', body: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { id: string }) => c.id)).toEqual(reversed);
    await expectConflict(`${CATEGORIES}/order`, { body: { ids: reversed.slice(1) } }, M.categoriesChanged);
    await expectRefused(`${CATEGORIES}/order`, { ids: [ids[0], ids[0]] }, 'ids');
    await admin(`${CATEGORIES}/order`, 'POST', { ids });
  });

  it('counts its pages and deletes only when empty (409 naming how many)', async () => {
    const category = (await admin(CATEGORIES, 'POST', { name: unique('Geçici') })).data;
    const page = await newPage({ categoryId: category.id });
    expect(((await admin(CATEGORIES)).data as { id: string; pageCount: number }[]).find((c) => c.id === category.id)?.pageCount).toBe(1);
    await expectConflict(`${CATEGORIES}/${category.id}`, { method: 'DELETE' }, M.categoryNotEmpty(1));
    // Moved out: the category is empty again.
    await admin(`${PAGES}/${page.id}`, 'POST', pageBody({ title: page.title, categoryId: null, baseVersion: 1 }));
    expect(await call(`${CATEGORIES}/${category.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' })).toEqual({ status: 200, body: { deleted: true } });
    expect(await call(`${CATEGORIES}/${category.id}`, { as: 'CONTENT_MANAGER', method: 'DELETE' })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: M.categoryNotFound },
    });
    // A page cannot enter the deleted category.
    const refused = await call(PAGES, { as: 'SUPER_ADMIN', method: 'POST', body: pageBody({ categoryId: category.id }) });
    expect(refused).toMatchObject({ status: 400, body: { field: 'categoryId', message: M.categoryUnknown } });
  });
});

describe('checkout’s contracts from the shop’s pages', () => {
  const demoPage = async (slug: string) => {
    const list = (await admin(`${PAGES}?q=${slug}`)).data as { id: string; slug: string }[];
    const summary = list.find((p) => p.slug === slug);
    if (!summary) throw new Error(`no demo page ${slug}`);
    return (await admin(`${PAGES}/${summary.id}`)).data;
  };

  it('shows the published page’s text with the order’s details appended, and the order keeps the page’s version; a draft falls back to the template', async () => {
    const distance = await demoPage('mesafeli-satis-sozlesmesi');
    const preInfo = await demoPage('on-bilgilendirme-formu');
    const edited = await admin(`${PAGES}/${distance.id}`, 'POST', {
      title: distance.title,
      slug: distance.slug,
      categoryId: distance.categoryId,
      bodyHtml: '<h2>MADDE 1 – TARAFLAR &amp; KONU</h2><p>Mağazamızın <strong>kendi</strong> sözleşmesi.</p><ol><li data-list="bullet">bir</li></ol>',
      status: 'PUBLISHED',
      baseVersion: distance.version,
    });

    const product = await putProduct({ sizes: ['STD'] });
    const variant = product.variants[0];
    if (!variant) throw new Error('no variant');
    const target = {
      variantId: variant.id,
      warehouseId: 'wh-merkez',
      productId: product.id,
      productName: product.name,
      sku: variant.sku,
      optionLabel: '',
    };
    const level = levelFromMap(await getLevels([target]), variant.id, 'wh-merkez');
    await putStockLevels([levelOf(target, { onHand: 5, allocated: 0 }, (level?.version ?? 0) + 1, 0)]);
    const shopper = new Shopper();
    await shopper.add(variant.id, 1);

    const options = await shopper.call('/api/storefront/checkout/options');
    const contract = (kind: string) => options.body.contracts.find((c: { kind: string }) => c.kind === kind);
    expect(contract('MESAFELI_SATIS').version).toBe(`sayfa-${distance.id}-v${edited.data.version}`);
    expect(contract('MESAFELI_SATIS').text).toMatch(/^MADDE 1 – TARAFLAR & KONU\nMağazamızın kendi sözleşmesi\.\n- bir\n\nSATICI: /);
    expect(contract('MESAFELI_SATIS').text).toContain(`${product.name} (STD) × 1`);
    expect(contract('ON_BILGILENDIRME').version).toBe(`sayfa-${preInfo.id}-v${preInfo.version}`);

    const placed = await shopper.checkout(checkoutBody(), randomUUID());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await call(`/api/admin/order/${placed.body.orderId}`, { as: 'SUPER_ADMIN' })).body.data;
    expect(order.acceptedContracts).toEqual([
      { kind: 'ON_BILGILENDIRME', version: `sayfa-${preInfo.id}-v${preInfo.version}`, acceptedAt: expect.any(String) },
      { kind: 'MESAFELI_SATIS', version: `sayfa-${distance.id}-v${edited.data.version}`, acceptedAt: expect.any(String) },
    ]);

    // Taken back to a draft: checkout shows the built-in template again.
    await admin(`${PAGES}/${distance.id}`, 'POST', { ...edited.data, status: 'DRAFT', baseVersion: edited.data.version });
    const fallback = (await new Shopper().call('/api/storefront/checkout/options')).body.contracts.find(
      (c: { kind: string }) => c.kind === 'MESAFELI_SATIS',
    );
    expect(fallback.version).toBe(CONTRACT_VERSIONS.MESAFELI_SATIS);
    expect(fallback.text).not.toContain('Mağazamızın kendi sözleşmesi');
  });
});
