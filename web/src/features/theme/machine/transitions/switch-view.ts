import { THEME_PAGES, type TabType, type Viewport } from '@shop/shared';
import type { EditableState, Edit } from './edit';

/** A panel belongs to a row of the area on screen: leaving the area closes it. */
export const switchTab = (state: EditableState, tab: TabType): Edit | null =>
  state.currentTab === tab ? null : { view: { currentTab: tab, panelOpen: false } };

export const switchViewport = (state: EditableState, viewport: Viewport): Edit | null =>
  state.viewport === viewport ? null : { view: { viewport } };

export const switchPage = (state: EditableState, page: number): Edit | null =>
  state.page === page || !THEME_PAGES.some((p) => p.value === page) ? null : { view: { page } };
