import {
  bannerSchema,
  componentScope,
  defaultComponentData,
  themeComponentSchema,
  type ComponentType,
  type SavedThemeComponent,
  type ThemeComponent,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { stampBanners } from '../../../src/domain/theme/banner-stamps';
import { firstScopeViolation } from '../../../src/domain/theme/scoped-changes';

const component = (id: string, componentType: ComponentType, order: number): ThemeComponent =>
  themeComponentSchema.parse({ id, name: `${componentType} ${id}`, order, componentType, componentData: defaultComponentData(componentType) });

const saved = (c: ThemeComponent): SavedThemeComponent => {
  const { tabType: _t, templateId: _p, ...rest } = structuredClone(c);
  return rest as SavedThemeComponent;
};

const banner = (id: number, title: string) => bannerSchema.parse({ id, title, queue: id });
const stored: ThemeComponent[] = [
  component('h', 'HEADER', 1),
  component('m', 'MARQUEE', 2),
  component('b', 'BANNER', 3),
  component('p', 'PRODUCT_LIST', 4),
  component('f', 'FOOTER', 5),
];
const marketing = componentScope(['MARKETING_MANAGER']);
const themeManager = componentScope(['THEME_MANAGER']);
const withData = (c: ThemeComponent, patch: Record<string, unknown>) =>
  ({ ...saved(c), componentData: { ...(c.componentData as object), ...patch } }) as SavedThemeComponent;

describe('firstScopeViolation: what a scoped admin changed but may not', () => {
  const unchanged = stored.map(saved);

  it('lets an unchanged save and any change within the scope through', () => {
    expect(firstScopeViolation(marketing, stored, unchanged)).toBeUndefined();
    const edited = unchanged.map((c) => (c.componentType === 'MARQUEE' ? { ...c, isActive: false, name: 'Kampanya' } : c));
    expect(firstScopeViolation(marketing, stored, edited)).toBeUndefined();
    const added = [...unchanged, { ...saved(component('x', 'BANNER_COMPONENT', 6)), id: undefined }];
    expect(firstScopeViolation(marketing, stored, added)).toBeUndefined();
    expect(
      firstScopeViolation(
        marketing,
        stored,
        unchanged.filter((c) => c.componentType !== 'BANNER'),
      ),
    ).toBeUndefined();
  });

  it('refuses an edit, a toggle, an add or a removal of a type outside the scope', () => {
    const header = withData(stored[0]!, { title: 'Sahte' });
    expect(firstScopeViolation(marketing, stored, [header, ...unchanged.slice(1)])).toEqual({ index: 0, componentType: 'HEADER', name: 'HEADER h' });
    const toggled = unchanged.map((c) => (c.componentType === 'FOOTER' ? { ...c, isActive: false } : c));
    expect(firstScopeViolation(marketing, stored, toggled)).toMatchObject({ index: 4, componentType: 'FOOTER' });
    const added = [...unchanged, { ...saved(component('y', 'FAQ', 6)), id: undefined }];
    expect(firstScopeViolation(marketing, stored, added)).toMatchObject({ index: 5, componentType: 'FAQ' });
    expect(
      firstScopeViolation(
        marketing,
        stored,
        unchanged.filter((c) => c.componentType !== 'PRODUCT_LIST'),
      ),
    ).toMatchObject({
      index: null,
      componentType: 'PRODUCT_LIST',
    });
    // The same change is the theme manager's to make.
    expect(firstScopeViolation(themeManager, stored, [header, ...unchanged.slice(1)])).toBeUndefined();
  });

  it('lets a banner move past locked components but not the locked ones change places', () => {
    const bannerFirst = unchanged.map((c) => (c.componentType === 'BANNER' ? { ...c, order: 0 } : c));
    expect(firstScopeViolation(marketing, stored, bannerFirst)).toBeUndefined();
    const swapped = unchanged.map((c) => (c.componentType === 'PRODUCT_LIST' ? { ...c, order: 6 } : c));
    expect(firstScopeViolation(marketing, stored, swapped)).toMatchObject({ componentType: 'FOOTER' });
  });

  it('lets social media change only the header social accounts', () => {
    const account = { id: 1, name: 'Instagram', type: 'INSTAGRAM', url: { target: 'https://instagram.com/magaza' }, order: 1 };
    const withAccount = withData(stored[0]!, { socialMedias: [account] });
    expect(firstScopeViolation(marketing, stored, [withAccount, ...unchanged.slice(1)])).toBeUndefined();
    expect(firstScopeViolation(componentScope(['THEME_MANAGER', 'ANALYST']), stored, [withAccount, ...unchanged.slice(1)])).toBeUndefined();
    const both = withData(stored[0]!, { socialMedias: [account], searchText: 'Ara' });
    expect(firstScopeViolation(marketing, stored, [both, ...unchanged.slice(1)])).toMatchObject({ componentType: 'HEADER' });
  });
});

describe('stampBanners', () => {
  const now = '2026-11-28T03:00:00.000Z';
  const before = stored[2]!;

  it('dates a new banner, keeps an unchanged one and moves updatedAt of an edited one', () => {
    const first = stampBanners([before], [withData(before, { banners: [banner(1, 'Yaz')] })], now);
    const stamped = (first[0]!.componentData as { banners: { createdAt?: string; updatedAt?: string }[] }).banners[0]!;
    expect(stamped).toMatchObject({ createdAt: now, updatedAt: now });

    const storedNow = [{ ...before, componentData: first[0]!.componentData } as ThemeComponent];
    const later = '2026-11-29T03:00:00.000Z';
    const same = stampBanners(storedNow, [withData(before, { banners: [banner(1, 'Yaz')] })], later);
    expect((same[0]!.componentData as { banners: unknown[] }).banners[0]).toMatchObject({ createdAt: now, updatedAt: now });
    const edited = stampBanners(storedNow, [withData(before, { banners: [banner(1, 'Kış')] })], later);
    expect((edited[0]!.componentData as { banners: unknown[] }).banners[0]).toMatchObject({ createdAt: now, updatedAt: later });
  });
});
