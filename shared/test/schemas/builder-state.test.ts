import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUILDER_STATE,
  DEFAULT_THEME_CONFIG,
  builderStateSchema,
  defaultComponentData,
  persistedBuilderStateSchema,
} from '../../src';
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
