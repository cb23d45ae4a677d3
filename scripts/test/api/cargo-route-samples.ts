import { call } from '../runtime-client';

/** Valid requests for the Kargo Otomasyonu routes (the route matrix's samples): a save of what is stored, at its version. */
export const CARGO_ROUTE_SAMPLES = {
  getCargoSettings: async () => ({ path: '/api/admin/settings/cargo' }),
  saveCargoSettings: async () => {
    const res = await call('/api/admin/settings/cargo', { as: 'SUPER_ADMIN' });
    if (res.status !== 200) throw new Error(`GET /api/admin/settings/cargo failed: ${res.status}`);
    const { version, ...settings } = res.body;
    return { path: '/api/admin/settings/cargo', method: 'POST', body: { ...settings, baseVersion: version } };
  },
};
