import type { ThemeConfig, ThemeType } from '@shop/shared';
import type { EditableState, Edit } from './edit';

export const updateThemeConfig = (state: EditableState, themeConfig: ThemeConfig, themeType: ThemeType, coalesceKey?: string): Edit | null =>
  state.themeConfig === themeConfig && state.themeType === themeType ? null : { patch: { settings: { themeConfig, themeType } }, coalesceKey };
