import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILDER_STATE, DEFAULT_THEME_CONFIG, builderStateSchema, defaultComponentData, persistedBuilderStateSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('builder state', () => {
  it('defaults: desktop viewport, middle tab, ready theme type, not hydrated', () => {
    expect(DEFAULT_BUILDER_STATE).toEqual({
      components: [],
      editMode: false,
      selectedComponentId: null,
      viewport: 'desktop',
      currentTab: 'middle',
      themeConfig: DEFAULT_THEME_CONFIG,
      themeType: 'THEME_READY',
      isHydrated: false,
    });
    expectStable(builderStateSchema, DEFAULT_BUILDER_STATE);
  });

  it('rejects an unknown viewport naming the field', () => {
    expect(issueAt(builderStateSchema, { viewport: 'watch' }, 'viewport').message).toBe(
      'viewport şu değerlerden biri olmalıdır: desktop, tablet, mobile.',
    );
  });

  it('persists components and the current tab only', () => {
    const persisted = persistedBuilderStateSchema.parse({
      currentTab: 'top',
      components: [{ id: 1, name: 'Üst Menü', order: 0, componentType: 'HEADER', tabType: 'top', componentData: defaultComponentData('HEADER') }],
      viewport: 'mobile',
    });
    expect(Object.keys(persisted).sort()).toEqual(['components', 'currentTab']);
    expectStable(persistedBuilderStateSchema, persisted);
  });
});

describe('builder state size', () => {
  it('keeps 1,000 components in one area plus the other areas (the local copy of unsaved work)', () => {
    const component = (i: number, tabType: 'top' | 'middle' | 'bottom') => ({
      id: `c${tabType}${i}`,
      name: `SSS ${i}`,
      order: i,
      componentType: 'FAQ' as const,
      componentData: defaultComponentData('FAQ'),
      tabType,
    });
    const components = [
      ...Array.from({ length: 1000 }, (_, i) => component(i, 'middle')),
      ...Array.from({ length: 5 }, (_, i) => component(i, 'top')),
      component(0, 'bottom'),
    ];
    expect(persistedBuilderStateSchema.safeParse({ components, currentTab: 'middle' }).success).toBe(true);
    expect(persistedBuilderStateSchema.safeParse({ components: [...components, ...components, ...components], currentTab: 'middle' }).success).toBe(
      false,
    );
  });
});
