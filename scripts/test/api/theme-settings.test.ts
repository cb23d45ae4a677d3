import { DEFAULT_POPUP, DEFAULT_THEME_CONFIG, defaultComponentData, MESSAGES, READY_THEMES, themeTabPartition } from '@shop/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { call, itemsWithPrefix, keepThemeConfig } from '../runtime-client';

const POPUP = '/api/admin/theme/popup';
const CONFIG = '/api/admin/settings/theme/config';

const topComponents = async () =>
  (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body.components.filter((c: { tabType: string }) => c.tabType === 'top');

describe('popup', () => {
  it('is null before one exists, then created (201), then updated (200), keeping one popup in the top tab', async () => {
    // Other files may have saved a popup into the shared runtime: start from an empty top tab.
    const { versions } = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body;
    await call('/api/admin/theme/components', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'TOP', components: [], baseVersion: versions.TOP },
    });
    expect((await call(POPUP, { as: 'THEME_MANAGER' })).body).toEqual({ popup: null, version: versions.TOP + 1 });

    const created = await call(POPUP, { as: 'THEME_MANAGER', method: 'POST', body: { ...DEFAULT_POPUP, title: 'Hoş geldiniz' } });
    expect(created.status).toBe(201);
    expect(created.body.action).toBe('created');

    const read = await call(POPUP, { as: 'MARKETING_MANAGER' });
    expect(read.body.popup.componentData).toMatchObject({
      name: 'Açılır Pencere',
      type: 'BASIC',
      title: 'Hoş geldiniz',
      popupSize: 'XL',
      displayFrequency: 'EVERY_TIME',
    });

    const updated = await call(POPUP, {
      as: 'CONTENT_MANAGER',
      method: 'POST',
      body: { ...DEFAULT_POPUP, type: 'COUPON', couponTime: 'on beş', couponDiscountValue: 'yüzde', couponDiscountType: 'AMOUNT' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.action).toBe('updated');
    const popups = (await topComponents()).filter((c: { componentType: string }) => c.componentType === 'POPUP');
    expect(popups).toHaveLength(1);
    expect(popups[0].componentData).toMatchObject({ type: 'COUPON', couponTime: null, couponDiscountValue: 0, couponDiscountType: 'AMOUNT' });
  });

  it('keeps the newest popup by createdAt when the top tab holds several', async () => {
    const { versions } = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body;
    const popup = (name: string, createdAt: string) => ({
      componentType: 'POPUP',
      name,
      order: 0,
      isActive: true,
      createdAt,
      staticPageType: 'TOP',
      componentData: { ...defaultComponentData('POPUP'), name },
    });
    const saved = await call('/api/admin/theme/components', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: {
        pageType: 'TOP',
        baseVersion: versions.TOP,
        components: [popup('Eski', '2026-01-01T00:00:00.000Z'), popup('Yeni', '2026-06-01T00:00:00.000Z')],
      },
    });
    expect(saved.status).toBe(200);
    expect((await call(POPUP, { as: 'THEME_MANAGER' })).body.popup.componentData.name).toBe('Yeni');
    await call(POPUP, { as: 'THEME_MANAGER', method: 'POST', body: { ...DEFAULT_POPUP, name: 'Tek' } });
    expect(
      (await topComponents()).filter((c: { componentType: string }) => c.componentType === 'POPUP').map((c: { name: string }) => c.name),
    ).toEqual(['Tek']);
  });

  it.each([
    ['an empty name', { ...DEFAULT_POPUP, name: '' }, 'name', MESSAGES.validation.popupNameRequired],
    ['an unknown type', { ...DEFAULT_POPUP, type: 'FANCY' }, 'type', 'type'],
    ['an unknown size', { ...DEFAULT_POPUP, popupSize: 'XS' }, 'popupSize', 'popupSize'],
    ['a non-boolean dismissable', { ...DEFAULT_POPUP, dismissable: 'yes' }, 'dismissable', 'dismissable'],
    ['an oversized title', { ...DEFAULT_POPUP, title: 'x'.repeat(10_000) }, 'title', 'title'],
  ])('refuses %s with 400 and writes nothing', async (_name, body, field, message) => {
    const before = (await itemsWithPrefix(themeTabPartition('TOP'))).length;
    const res = await call(POPUP, { as: 'THEME_MANAGER', method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(message);
    expect((await itemsWithPrefix(themeTabPartition('TOP'))).length).toBe(before);
  });

  it('is for popup and theme managers only', async () => {
    expect((await call(POPUP)).status).toBe(401);
    expect((await call(POPUP, { as: 'ANALYST' })).status).toBe(403);
    expect((await call(POPUP, { as: 'ORDER_MANAGER', method: 'POST', body: DEFAULT_POPUP })).status).toBe(403);
  });
});

describe('theme config', () => {
  it('answers the defaults before the first save, then what was saved', async () => {
    onTestFinished(await keepThemeConfig({ startEmpty: true }));
    const first = await call(CONFIG, { as: 'THEME_MANAGER' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_READY', version: 0 });

    const custom = { ...DEFAULT_THEME_CONFIG, selectedTheme: null, radius: 0.75 };
    const saved = await call(CONFIG, { as: 'THEME_MANAGER', method: 'POST', body: { themeConfig: custom, themeType: 'THEME_CUSTOM' } });
    expect(saved.status).toBe(200);
    expect(saved.body.ok).toBe(true);
    expect(saved.body.version).toBe(1);
    expect((await call(CONFIG, { as: 'SUPER_ADMIN' })).body).toEqual({ themeConfig: custom, themeType: 'THEME_CUSTOM', version: 1 });
    expect(Object.keys(READY_THEMES).length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown theme type', { themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_DARK' }, 'themeType'],
    ['a radius outside the choices', { themeConfig: { ...DEFAULT_THEME_CONFIG, radius: 0.4 }, themeType: 'THEME_READY' }, 'themeConfig.radius'],
    [
      'a hue out of range',
      {
        themeConfig: {
          ...DEFAULT_THEME_CONFIG,
          colors: { ...DEFAULT_THEME_CONFIG.colors, light: { ...DEFAULT_THEME_CONFIG.colors.light, primary: { h: 400, s: 100, l: 50 } } },
        },
        themeType: 'THEME_CUSTOM',
      },
      'themeConfig.colors.light.primary.h',
    ],
  ])('refuses %s with 400 and keeps the saved config', async (_name, body, field) => {
    const before = (await call(CONFIG, { as: 'THEME_MANAGER' })).body;
    const res = await call(CONFIG, { as: 'THEME_MANAGER', method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect((await call(CONFIG, { as: 'THEME_MANAGER' })).body).toEqual(before);
  });

  // The scoped builder (issue 31) reads the settings for its preview; only theme:manage saves them.
  it('is saved by theme managers only', async () => {
    expect((await call(CONFIG)).status).toBe(401);
    expect((await call(CONFIG, { as: 'CONTENT_MANAGER' })).status).toBe(403);
    expect((await call(CONFIG, { as: 'MARKETING_MANAGER', method: 'POST', body: (await call(CONFIG, { as: 'THEME_MANAGER' })).body })).status).toBe(
      403,
    );
  });
});

describe('storefront theme (public)', () => {
  it('serves active components per area in order, the config and the active popup, without sign-in', async () => {
    const { versions } = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body;
    const c = (componentType: 'GALLERY' | 'VIDEO' | 'FAQ', order: number, isActive = true) => ({
      componentType,
      name: `${componentType} vitrin`,
      order,
      isActive,
      componentData: defaultComponentData(componentType),
    });
    await call('/api/admin/theme/components', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'HOME', baseVersion: versions.HOME, components: [c('VIDEO', 1), c('FAQ', 2, false), c('GALLERY', 0)] },
    });
    const res = await call('/api/storefront/theme');
    expect(res.status).toBe(200);
    expect(res.body.areas.middle.map((x: { componentType: string }) => x.componentType)).toEqual(['GALLERY', 'VIDEO']);
    expect(res.body.areas.top.some((x: { componentType: string }) => x.componentType === 'POPUP')).toBe(false);
    expect(res.body.popup.componentData.name).toBe('Tek');
    expect(res.body.themeType).toEqual(expect.any(String));
  });
});
