import * as z from 'zod';
import { apiErrorSchema, defaultComponentData, MESSAGES, themeComponentSchema } from '@shop/shared';
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

/** The whole answer: the version's details and components, nothing internal (no versionId). */
const versionAnswer = z.strictObject({
  version: z.number().int(),
  current: z.boolean(),
  createdAt: z.iso.datetime(),
  componentCount: z.number().int(),
  createdBy: z.object({ sub: z.string(), email: z.string(), name: z.string() }),
  components: z.array(themeComponentSchema),
});
const errorOf = (body: unknown) => apiErrorSchema.parse(body);

/** Saves the bottom area with one named footer and returns the new version. */
const saveBottom = async (name: string): Promise<number> => {
  const { versions } = z.object({ versions: z.object({ BOTTOM: z.number() }) }).parse((await call(COMPONENTS, { as: 'THEME_MANAGER' })).body);
  const saved = await call(COMPONENTS, {
    as: 'THEME_MANAGER',
    method: 'POST',
    body: { pageType: 'BOTTOM', components: [footer(name)], baseVersion: versions.BOTTOM },
  });
  expect(saved.status).toBe(200);
  return z.object({ version: z.number() }).parse(saved.body).version;
};

describe('GET /api/admin/theme/versions/{version}', () => {
  it('answers one saved version of an area with who saved it, when, and its components in order', async () => {
    const older = await saveBottom('Alt bilgi (eski)');
    const newer = await saveBottom('Alt bilgi (yeni)');

    const res = await call(version(older), { as: 'THEME_MANAGER' });
    expect(res.status).toBe(200);
    const answer = versionAnswer.parse(res.body);
    expect(answer).toMatchObject({ version: older, current: false, componentCount: 1, createdBy: { email: 'theme_manager@example.com' } });
    expect(answer.components).toHaveLength(1);
    expect(answer.components[0]).toMatchObject({ name: 'Alt bilgi (eski)', componentType: 'FOOTER', tabType: 'bottom', order: 0 });

    const current = versionAnswer.parse((await call(version(newer), { as: 'THEME_MANAGER' })).body);
    expect(current).toMatchObject({ version: newer, current: true });
    expect(current.components.map((c) => c.name)).toEqual(['Alt bilgi (yeni)']);
  });

  it('needs a token and the theme permission', async () => {
    expect((await call(version(1))).status).toBe(401);
    const analyst = await call(version(1), { as: 'ANALYST' });
    expect(analyst.status).toBe(403);
    expect(errorOf(analyst.body).message).toBe(MESSAGES.api.forbidden);
  });

  it('answers 404 in Turkish for a version that does not exist', async () => {
    const res = await call(version(999_999), { as: 'THEME_MANAGER' });
    expect(res.status).toBe(404);
    expect(errorOf(res.body).message).toBe('Bu sürüm bulunamadı.');
  });

  it('answers 400 naming the field for a bad version or area', async () => {
    const badVersion = await call(version('abc'), { as: 'THEME_MANAGER' });
    expect(badVersion.status).toBe(400);
    expect(errorOf(badVersion.body).field).toBe('version');
    expect(errorOf((await call(version(0), { as: 'THEME_MANAGER' })).body).field).toBe('version');
    const badArea = await call(version(1, '?pageType=ELSEWHERE'), { as: 'THEME_MANAGER' });
    expect(badArea.status).toBe(400);
    expect(errorOf(badArea.body).field).toBe('pageType');
    expect(errorOf((await call(version(1, ''), { as: 'THEME_MANAGER' })).body).field).toBe('pageType');
  });
});
