import { call } from '../runtime-client';

let n = 0;
/** A shopper of its own per public sample (127.47.x.y): the per-client question limits never meet another sample's. */
export const questionShopper = () => `127.47.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

/** A valid guest question about `productId`, shown 5 s before it was sent. */
export const sampleQuestion = (productId: string, text = 'Bu ürünün kumaşı pamuklu mu, yıkamada çeker mi?') => ({
  productId,
  text,
  name: 'Ayşe Kaya',
  email: 'ayse.soru@example.com',
  fillMs: 5000,
  website: '',
});

/** Seeded products the samples ask about (the demo's last ones, which no other test changes). */
const SEEDED_PRODUCTS = Array.from({ length: 15 }, (_, i) => String(46 + i));
let uses = 0;
/**
 * A seeded product for the samples' questions, the next one every 20 questions: every client shares
 * a product's hourly question limit (30), which the matrix would otherwise reach. Seeded rather than
 * made here: a sample that first creates a product runs past the audit test's 30 s on a cold runtime.
 */
export const questionProduct = async (): Promise<string> => SEEDED_PRODUCTS[Math.floor(uses++ / 20) % SEEDED_PRODUCTS.length] ?? '60';

/** A new waiting question (asked as a guest), by its id. */
export const askedQuestion = async (productId?: string): Promise<{ id: string; productId: string; version: number }> => {
  const pid = productId ?? (await questionProduct());
  const asked = await call('/api/storefront/questions', { method: 'POST', body: sampleQuestion(pid), from: questionShopper() });
  if (asked.status !== 200) throw new Error(`ask failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  const list = await call(`/api/admin/catalog/questions?productId=${encodeURIComponent(pid)}&limit=1`, { as: 'SUPER_ADMIN' });
  const [first] = list.body.data as { id: string; version: number }[];
  if (!first) throw new Error('the asked question is not listed');
  return { id: first.id, productId: pid, version: first.version };
};

/** A question answered and approved by SUPER_ADMIN: shown on its product page. */
export const publishedQuestion = async (productId?: string): Promise<{ id: string; productId: string }> => {
  const q = await askedQuestion(productId);
  const act = (body: unknown) => call(`/api/admin/catalog/questions/${q.id}/actions`, { as: 'SUPER_ADMIN', method: 'POST', body });
  const answered = await act({ action: 'ANSWER', version: q.version, answer: 'Evet, %100 pamuklu; 30 derecede yıkayın.' });
  if (answered.status !== 200) throw new Error(`answer failed: ${answered.status} ${JSON.stringify(answered.body)}`);
  const approved = await act({ action: 'APPROVE', version: answered.body.data.version });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return { id: q.id, productId: q.productId };
};

let shared: Promise<{ id: string; productId: string }> | undefined;
/** One shown question for the samples that read or report it. */
const sharedQuestion = () => (shared ??= publishedQuestion());

/** Valid requests for Ürün Soruları' routes (the route matrix's samples). */
export const QUESTION_ROUTE_SAMPLES = {
  listQuestions: async () => ({ path: '/api/admin/catalog/questions?limit=5&status=WAITING' }),
  getQuestion: async () => ({ path: `/api/admin/catalog/questions/${(await sharedQuestion()).id}` }),
  // A new waiting question each time, answered at its version.
  questionAction: async () => {
    const q = await askedQuestion();
    return {
      path: `/api/admin/catalog/questions/${q.id}/actions`,
      method: 'POST',
      body: { action: 'ANSWER', version: q.version, answer: 'Evet, makinede yıkanabilir.' },
    };
  },
  storefrontQuestions: async () => ({ path: `/api/storefront/products/${(await sharedQuestion()).productId}/questions?limit=5` }),
  askQuestion: async () => ({
    path: '/api/storefront/questions',
    method: 'POST',
    body: sampleQuestion(await questionProduct()),
    from: questionShopper(),
  }),
  // No admin token is a shopper's: 401 whatever is sent.
  askShopperQuestion: async () => ({
    path: '/api/storefront/account/questions',
    method: 'POST',
    body: { productId: '1', text: 'Bu ürün ne zaman gelir?', fillMs: 5000 },
  }),
  reportQuestion: async () => ({
    path: `/api/storefront/questions/${(await sharedQuestion()).id}/report`,
    method: 'POST',
    body: { reason: 'Yanıltıcı bilgi' },
    from: questionShopper(),
  }),
};
