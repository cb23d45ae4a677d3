import * as z from 'zod';
import { DEFAULT_COMPONENT_TAB, DEFAULT_VIEWPORT, VIEWPORTS } from '../constants';
import { bool, enumOf, idSchema, list, object } from './common';
import { themeComponentSchema, tabTypeSchema } from './theme-component';
import { DEFAULT_THEME_TYPE, themeConfigSchema, themeTypeSchema } from './theme-config';

export const viewportSchema = enumOf(VIEWPORTS);
export type Viewport = z.infer<typeof viewportSchema>;

/**
 * The builder stays instant with 1,000 components in one area; the other two areas come on top,
 * so the whole builder state (and its local copy of unsaved work) holds up to three such areas.
 */
export const MAX_BUILDER_COMPONENTS = 3 * 1000;

export const builderStateSchema = object({
  components: list(themeComponentSchema, MAX_BUILDER_COMPONENTS).default([]),
  /** Not given by the spec; the editor opens in preview until a component is picked. */
  editMode: bool().default(false),
  selectedComponentId: idSchema.nullable().default(null),
  viewport: viewportSchema.default(DEFAULT_VIEWPORT),
  currentTab: tabTypeSchema.default(DEFAULT_COMPONENT_TAB),
  themeConfig: themeConfigSchema.prefault({}),
  themeType: themeTypeSchema.default(DEFAULT_THEME_TYPE),
  isHydrated: bool().default(false),
});
export type BuilderState = z.infer<typeof builderStateSchema>;
export const DEFAULT_BUILDER_STATE: BuilderState = builderStateSchema.parse({});

/** What the builder keeps in local storage. */
export const persistedBuilderStateSchema = builderStateSchema.pick({ components: true, currentTab: true });
