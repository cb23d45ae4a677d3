import { call } from '../runtime-client';

let n = 0;
/** A shopper of its own per public sample (127.48.x.y): the per-client limits never meet another sample's. */
export const careShopper = () => `127.48.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

/** A request as the chat's offline form sends it: shown 5 s before it was sent, the honeypot empty. */
export const sampleSupportRequest = (subject = 'Kargom nerede?') => ({
  name: 'Ayşe Kaya',
  email: 'ayse.kaya@example.com',
  subject,
  message: 'Merhaba, siparişim üç gündür kargoya verilmedi. Bilgi verebilir misiniz?',
  source: 'chat' as const,
  fillMs: 5000,
  website: '',
});

/** A request as /iletisim sends it: shown 5 s before it was sent, the honeypot empty. */
export const sampleContactRequest = (subject = 'Fatura talebi') => ({
  ...sampleSupportRequest(subject),
  source: 'contact' as const,
});

export const sampleFeedback = () => ({
  category: 'suggestion',
  message: 'Kargo takibini siparişlerim sayfasında görmek isterim.',
  rating: 4,
  fillMs: 5000,
  website: '',
});

/** A new request (its id), sent by a shopper of its own. */
export const newSupportRequest = async (body: object = sampleSupportRequest()): Promise<string> => {
  const res = await call('/api/storefront/support-requests', { method: 'POST', body, from: careShopper() });
  if (res.status !== 201) throw new Error(`support request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
};

/** A new feedback note (its id). */
export const newFeedback = async (body: object = sampleFeedback()): Promise<string> => {
  const res = await call('/api/storefront/feedback', { method: 'POST', body, from: careShopper() });
  if (res.status !== 201) throw new Error(`feedback failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
};

const requestPath = (id: string) => `/api/admin/support/requests/${id}`;

/** Valid requests for Destek's and Geri Bildirimler's routes (the route matrix's samples); each change is on a new request (version 0). */
export const SUPPORT_ROUTE_SAMPLES = {
  createSupportRequest: async () => ({ path: '/api/storefront/support-requests', method: 'POST', body: sampleSupportRequest(), from: careShopper() }),
  listSupportRequests: async () => ({ path: '/api/admin/support/requests?limit=5&status=new' }),
  listSupportAgents: async () => ({ path: '/api/admin/support/agents' }),
  getSupportRequest: async () => ({ path: requestPath(await newSupportRequest()) }),
  changeSupportStatus: async () => ({
    path: `${requestPath(await newSupportRequest())}/status`,
    method: 'POST',
    body: { status: 'resolved', version: 0 },
  }),
  assignSupportRequest: async () => ({
    path: `${requestPath(await newSupportRequest())}/assignee`,
    method: 'POST',
    body: { assigneeSub: null, version: 0 },
  }),
  addSupportNote: async () => ({
    path: `${requestPath(await newSupportRequest())}/notes`,
    method: 'POST',
    body: { text: 'Kargo firmasıyla görüşüldü.', version: 0 },
  }),
  replySupportRequest: async () => ({
    path: `${requestPath(await newSupportRequest())}/replies`,
    method: 'POST',
    body: { text: 'Siparişiniz bugün kargoya verildi.', version: 0 },
  }),
  createFeedback: async () => ({ path: '/api/storefront/feedback', method: 'POST', body: sampleFeedback(), from: careShopper() }),
  listFeedback: async () => ({ path: '/api/admin/feedback?limit=5&category=suggestion' }),
  changeFeedbackStatus: async () => ({ path: `/api/admin/feedback/${await newFeedback()}/status`, method: 'POST', body: { status: 'archived' } }),
};
