import { bannerSchema, defaultComponentData, type RoleName } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tableItems } from '../runtime-client';
import { tableBaseline } from './setup-test-kit';

/** Issue 31: the builder's scoped mode, enforced by the component save per component. */
const COMPONENTS = '/api/admin/theme/components';

interface Stored {
  id: string;
  componentType: string;
  tabType: string;
  name: string;
  order: number;
  isActive: boolean;
  componentData: Record<string, unknown>;
  createdAt?: string;
}

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  cleanUp = await tableBaseline({ restoreChanged: true });
});
afterAll(async () => {
  await cleanUp();
});

const readTop = async () => {
  const res = await call(COMPONENTS, { as: 'THEME_MANAGER' });
  const components = (res.body.components as Stored[]).filter((c) => c.tabType === 'top');
  return { version: res.body.versions.TOP as number, components };
};
const asSaved = ({ tabType: _t, ...c }: Stored) => c;
const saveTop = (as: RoleName, components: unknown[], baseVersion: number) =>
  call(COMPONENTS, { as, method: 'POST', body: { pageType: 'TOP', components, baseVersion } });

/** A top area with a header and a marquee, saved by the theme manager. */
const seedTop = async () => {
  const { version } = await readTop();
  const seeded = [
    { id: 'scoped-header', componentType: 'HEADER', name: 'Üst Menü', order: 0, isActive: true, componentData: defaultComponentData('HEADER') },
    { id: 'scoped-marquee', componentType: 'MARQUEE', name: 'Duyuru', order: 1, isActive: true, componentData: defaultComponentData('MARQUEE') },
  ];
  expect((await saveTop('THEME_MANAGER', seeded, version)).status).toBe(200);
  return readTop();
};

describe('the builder opens to banners, marquee and social media', () => {
  it('lets the scoped roles read the components and the theme settings, and no one else', async () => {
    for (const role of ['MARKETING_MANAGER', 'THEME_MANAGER'] as const) {
      expect((await call(COMPONENTS, { as: role })).status).toBe(200);
      expect((await call('/api/admin/settings/theme/config', { as: role })).status).toBe(200);
    }
    for (const role of ['CONTENT_MANAGER', 'ANALYST'] as const) expect((await call(COMPONENTS, { as: role })).status).toBe(403);
    // The settings stay the theme manager's.
    expect((await call('/api/admin/settings/theme/config', { as: 'MARKETING_MANAGER', method: 'POST', body: {} })).status).toBe(403);
  });
});

describe('a scoped save changes only the types the permissions name', () => {
  it('saves a marketing manager marquee edit and a new banner (dated by the server)', async () => {
    const top = await seedTop();
    const edited = top.components.map((c) => (c.componentType === 'MARQUEE' ? { ...asSaved(c), name: 'Kampanya', isActive: false } : asSaved(c)));
    const banner = {
      componentType: 'BANNER',
      name: 'Banner & Afiş',
      order: 2,
      isActive: true,
      componentData: { ...defaultComponentData('BANNER'), banners: [bannerSchema.parse({ id: 1, title: 'Yaz indirimi', queue: 1 })] },
    };
    const res = await saveTop('MARKETING_MANAGER', [...edited, banner], top.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await readTop();
    expect(after.components.find((c) => c.componentType === 'MARQUEE')).toMatchObject({ name: 'Kampanya', isActive: false });
    const saved = after.components.find((c) => c.componentType === 'BANNER')!.componentData.banners as { createdAt?: string; updatedAt?: string }[];
    expect(saved[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(saved[0]!.updatedAt).toBe(saved[0]!.createdAt);
  });

  it('refuses a forged change to the header with 403 in Turkish and writes nothing', async () => {
    const top = await readTop();
    const forged = top.components.map((c) =>
      c.componentType === 'HEADER' ? { ...asSaved(c), componentData: { ...c.componentData, searchText: 'Sahte' } } : asSaved(c),
    );
    const snapshot = await tableItems();
    const res = await saveTop('MARKETING_MANAGER', forged, top.version);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('"Üst Menü" (Üst Menü) bileşenini değiştirme yetkiniz yok. Hiçbir değişiklik kaydedilmedi.');
    expect(res.body.field).toBe(`components.${top.components.findIndex((c) => c.componentType === 'HEADER')}`);
    expect(await tableItems()).toEqual(snapshot);
    // Deleting the header is refused the same way.
    expect(
      (
        await saveTop(
          'MARKETING_MANAGER',
          forged.filter((c) => c.componentType !== 'HEADER'),
          top.version,
        )
      ).status,
    ).toBe(403);
    expect(await tableItems()).toEqual(snapshot);
  });

  it("keeps the stored createdAt of the components a marketing manager's save sends back, whatever the client claims", async () => {
    const top = await readTop();
    const storedDates = new Map(top.components.map((c) => [c.id, c.createdAt]));
    expect([...storedDates.values()].every((d) => typeof d === 'string')).toBe(true);
    const forgedDate = '2001-02-03T04:05:06.000Z';
    const redated = top.components.map((c) =>
      c.componentType === 'MARQUEE' ? { ...asSaved(c), name: 'Yeni Duyuru', createdAt: forgedDate } : { ...asSaved(c), createdAt: forgedDate },
    );
    const res = await saveTop('MARKETING_MANAGER', redated, top.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await readTop();
    expect(after.components.find((c) => c.componentType === 'MARQUEE')!.name).toBe('Yeni Duyuru');
    for (const c of after.components) expect(c.createdAt, c.componentType).toBe(storedDates.get(c.id));
  });

  it('lets a marketing manager add a social account inside the header, and a theme manager change anything', async () => {
    const top = await readTop();
    const account = { id: 7, name: 'Instagram', type: 'INSTAGRAM', url: { target: 'https://instagram.com/magaza' }, order: 1 };
    const social = top.components.map((c) =>
      c.componentType === 'HEADER' ? { ...asSaved(c), componentData: { ...c.componentData, socialMedias: [account] } } : asSaved(c),
    );
    const res = await saveTop('MARKETING_MANAGER', social, top.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const header = (await readTop()).components.find((c) => c.componentType === 'HEADER')!;
    expect(header.componentData.socialMedias).toMatchObject([{ name: 'Instagram' }]);

    const now = await readTop();
    const byTheme = now.components.map((c) =>
      c.componentType === 'HEADER' ? { ...asSaved(c), componentData: { ...c.componentData, searchText: 'Ara' } } : asSaved(c),
    );
    expect((await saveTop('THEME_MANAGER', byTheme, now.version)).status).toBe(200);
  });
});
