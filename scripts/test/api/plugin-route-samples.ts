import { call } from '../runtime-client';

/** Valid requests for the Eklentiler routes (the route matrix's samples): a save of what is stored, at its version. */
export const PLUGIN_ROUTE_SAMPLES = {
  getPlugins: async () => ({ path: '/api/admin/plugins' }),
  savePlugins: async () => {
    const res = await call('/api/admin/plugins', { as: 'SUPER_ADMIN' });
    if (res.status !== 200) throw new Error(`GET /api/admin/plugins failed: ${res.status}`);
    const { version, webhookSecretHint: _hint, ...settings } = res.body;
    return { path: '/api/admin/plugins', method: 'POST', body: { ...settings, baseVersion: version } };
  },
  listWebhookDeliveries: async () => ({ path: '/api/admin/plugins/webhook-deliveries' }),
};
