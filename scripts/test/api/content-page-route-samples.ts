import { call } from '../runtime-client';

let unique = 0;
const next = () => `${Date.now().toString(36)}-${unique++}`;

/** A draft page made by SUPER_ADMIN for a role to read, edit or delete. */
const madePage = async (): Promise<{ id: string; version: number }> => {
  const res = await call('/api/admin/content/pages', {
    as: 'SUPER_ADMIN',
    method: 'POST',
    body: { title: `Matris sayfa ${next()}`, bodyHtml: '<p>Matris</p>', status: 'DRAFT' },
  });
  if (res.status !== 201) throw new Error(`page create failed: ${res.status}`);
  return { id: res.body.data.id, version: res.body.data.version };
};

const madeCategory = async (): Promise<string> => {
  const res = await call('/api/admin/content/page-categories', { as: 'SUPER_ADMIN', method: 'POST', body: { name: `Matris kategori ${next()}` } });
  if (res.status !== 201) throw new Error(`page category create failed: ${res.status}`);
  return res.body.data.id;
};

/** Valid requests for the Sayfalar and Sayfa Kategorileri routes (the route matrix's samples). */
export const CONTENT_PAGE_ROUTE_SAMPLES = {
  listContentPages: async () => ({ path: '/api/admin/content/pages?status=PUBLISHED&q=kvkk' }),
  createContentPage: async () => ({
    path: '/api/admin/content/pages',
    method: 'POST',
    body: { title: `Matris yeni ${next()}`, bodyHtml: '<h2>Başlık</h2><p>Metin</p>', status: 'DRAFT' },
  }),
  getContentPage: async () => ({ path: `/api/admin/content/pages/${(await madePage()).id}` }),
  updateContentPage: async () => {
    const { id, version } = await madePage();
    return {
      path: `/api/admin/content/pages/${id}`,
      method: 'POST',
      body: { title: `Matris düzenlendi ${next()}`, bodyHtml: '<p>Yeni</p>', status: 'DRAFT', baseVersion: version },
    };
  },
  deleteContentPage: async () => ({ path: `/api/admin/content/pages/${(await madePage()).id}`, method: 'DELETE' }),
  listPageLinks: async () => ({ path: '/api/admin/content/page-links' }),
  listPageCategories: async () => ({ path: '/api/admin/content/page-categories' }),
  createPageCategory: async () => ({ path: '/api/admin/content/page-categories', method: 'POST', body: { name: `Matris ${next()}` } }),
  renamePageCategory: async () => ({
    path: `/api/admin/content/page-categories/${await madeCategory()}`,
    method: 'POST',
    body: { name: `Matris yeni ad ${next()}` },
  }),
  reorderPageCategories: async () => {
    const res = await call('/api/admin/content/page-categories', { as: 'SUPER_ADMIN' });
    const ids = (res.body.data as { id: string }[]).map((c) => c.id).reverse();
    return { path: '/api/admin/content/page-categories/order', method: 'POST', body: { ids } };
  },
  deletePageCategory: async () => ({ path: `/api/admin/content/page-categories/${await madeCategory()}`, method: 'DELETE' }),
  // A demo page (scripts/src/seed/demo-pages.ts).
  storefrontPage: async () => ({ path: '/api/storefront/pages/hakkimizda' }),
};
