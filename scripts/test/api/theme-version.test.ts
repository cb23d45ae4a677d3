import { defaultComponentData, MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../runtime-client';

const COMPONENTS = '/api/admin/theme/components';
const version = (n: number | string, query = '?pageType=BOTTOM') => `/api/admin/theme/versions/${n}${query}`;

const footer = (name: string) => ({
  componentType: 'FOOTER',
  name,
  order: 0,
  isActive: true,
  componentData: defaultComponentData('FOOTER', { year: 2026 }),
});

/** Saves the bottom area with one named footer and returns the new version. */
const saveBottom = async (name: string): Promise<number> => {
  const base = (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.versions.BOTTOM;
  const saved = await call(COMPONENTS, { as: 'THEME_MANAGER', method: 'POST', body: { pageType: 'BOTTOM', components: [footer(name)], baseVersion: base } });
  expect(saved.status).toBe(200);
  return saved.body.version;
};

describe('GET /api/admin/theme/versions/{version}', () => {
  it('answers one saved version of an area with who saved it, when, and its components in order', async () => {
    const older = await saveBottom('Alt bilgi (eski)');
    const newer = await saveBottom('Alt bilgi (yeni)');

    const res = await call(version(older), { as: 'THEME_MANAGER' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: older,
      current: false,
      componentCount: 1,
      createdBy: { sub: expect.any(String), email: 'theme_manager@example.com' },
    });
    expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);
    expect(res.body).not.toHaveProperty('versionId');
    expect(res.body.components).toHaveLength(1);
    expect(res.body.components[0]).toMatchObject({ name: 'Alt bilgi (eski)', componentType: 'FOOTER', tabType: 'bottom', order: 0 });

    const current = await call(version(newer), { as: 'THEME_MANAGER' });
    expect(current.body).toMatchObject({ version: newer, current: true });
    expect(current.body.components[0].name).toBe('Alt bilgi (yeni)');
  });

  it('needs a token and the theme permission', async () => {
    expect((await call(version(1))).status).toBe(401);
    const analyst = await call(version(1), { as: 'ANALYST' });
    expect(analyst.status).toBe(403);
    expect(analyst.body.message).toBe(MESSAGES.api.forbidden);
  });

  it('answers 404 in Turkish for a version that does not exist', async () => {
    const res = await call(version(999_999), { as: 'THEME_MANAGER' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Bu sürüm bulunamadı.');
  });

  it('answers 400 naming the field for a bad version or area', async () => {
    const badVersion = await call(version('abc'), { as: 'THEME_MANAGER' });
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.field).toBe('version');
    expect((await call(version(0), { as: 'THEME_MANAGER' })).body.field).toBe('version');
    const badArea = await call(version(1, '?pageType=ELSEWHERE'), { as: 'THEME_MANAGER' });
    expect(badArea.status).toBe(400);
    expect(badArea.body.field).toBe('pageType');
    expect((await call(version(1, ''), { as: 'THEME_MANAGER' })).body.field).toBe('pageType');
  });
});
