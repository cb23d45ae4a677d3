import { call } from '../runtime-client';

/** Valid requests for the Genel Ayarlar routes (the route matrix's samples): a save of what is stored, at its version. */
export const GENERAL_SETTINGS_ROUTE_SAMPLES = {
  getGeneralSettings: async () => ({ path: '/api/admin/settings/general' }),
  saveGeneralSettings: async () => {
    const res = await call('/api/admin/settings/general', { as: 'SUPER_ADMIN' });
    if (res.status !== 200) throw new Error(`GET /api/admin/settings/general failed: ${res.status}`);
    const { version, ...settings } = res.body;
    return { path: '/api/admin/settings/general', method: 'POST', body: { ...settings, baseVersion: version } };
  },
};
