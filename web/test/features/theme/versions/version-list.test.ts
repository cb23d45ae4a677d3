import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CONFIG, defaultComponentData, type ComponentType, type ThemeComponent } from '@shop/shared';
import { savedByLabel, versionPreviewMessages, versionRows } from '../../../../src/features/theme/versions/version-list';
import type { ThemeVersion } from '@shop/shared';

const NOW = Date.parse('2026-11-23T09:35:00Z');

const item = (version: number, createdAt: string, extra: Partial<ThemeVersion> = {}): ThemeVersion => ({
  version,
  createdAt,
  createdBy: { sub: `sub-${version}`, email: 'deniz@example.com', name: 'Deniz Aydın' },
  componentCount: 3,
  current: false,
  ...extra,
});

describe('versionRows', () => {
  it('puts the newest version first whatever order the answer came in', () => {
    const rows = versionRows(
      [item(3, '2026-11-23T09:30:00Z'), item(7, '2026-11-23T09:34:00Z', { current: true }), item(5, '2026-11-21T09:35:00Z')],
      NOW,
    );
    expect(rows.map((r) => r.title)).toEqual(['Sürüm 7', 'Sürüm 5', 'Sürüm 3']);
    expect(rows.map((r) => r.current)).toEqual([true, false, false]);
  });

  it('says when in Turkish, relative to now and absolute in Istanbul time', () => {
    const [row] = versionRows([item(3, '2026-11-23T09:30:00Z')], NOW);
    expect(row).toMatchObject({ relative: '5 dakika önce', absolute: '23 Kas 2026 12:30', createdAt: '2026-11-23T09:30:00Z' });
    expect(versionRows([item(5, '2026-11-21T09:35:00Z')], NOW)[0]?.relative).toBe('2 gün önce');
  });

  it('says who saved, how many components, and which version a rollback came from', () => {
    const [restored, plain] = versionRows(
      [item(8, '2026-11-23T09:30:00Z', { componentCount: 1000, restoredFrom: 4 }), item(2, '2026-11-23T09:00:00Z', { restoredFrom: null })],
      NOW,
    );
    expect(restored).toMatchObject({ savedBy: 'Deniz Aydın', count: '1.000 bileşen', restoredNote: 'Sürüm 4 geri yüklenerek oluşturuldu' });
    expect(plain?.restoredNote).toBeNull();
  });

  it('falls back to the e-mail, then to a placeholder, when the saver has no name', () => {
    expect(savedByLabel({ sub: 's', email: 'ayse@example.com', name: ' ' })).toBe('ayse@example.com');
    expect(savedByLabel({ sub: 's' })).toBe('Bilinmeyen yönetici');
  });
});

const component = (componentType: ComponentType, id: string, tabType: 'top' | 'middle' | 'bottom', order: number): ThemeComponent =>
  ({
    id,
    componentType,
    name: id,
    order,
    isActive: true,
    componentData: defaultComponentData(componentType, { year: 2026, componentId: id }),
    products: [],
    galleries: [],
    tabType,
  }) as ThemeComponent;

describe('versionPreviewMessages', () => {
  it('shows the version in its area and the builder’s other areas around it, then the settings', () => {
    const builder = [component('HEADER', 'h', 'top', 0), component('BANNER', 'now-1', 'middle', 0), component('FOOTER', 'f', 'bottom', 0)];
    const faq = component('FAQ', 'old-2', 'middle', 1);
    const video = component('VIDEO', 'old-1', 'middle', 0);
    const [theme, settings] = versionPreviewMessages({
      area: 'middle',
      components: [video, faq],
      builderComponents: builder,
      themeConfig: DEFAULT_THEME_CONFIG,
      themeType: 'THEME_READY',
    });
    expect(theme).toMatchObject({ type: 'UPDATE_THEME', reset: true, order: { top: ['h'], middle: ['old-1', 'old-2'], bottom: ['f'] } });
    expect(theme?.type === 'UPDATE_THEME' && theme.upserts?.map((c) => c.id)).toEqual(['h', 'f', 'old-1', 'old-2']);
    expect(settings).toMatchObject({ type: 'UPDATE_THEME_CONFIG', themeType: 'THEME_READY' });
  });
});
