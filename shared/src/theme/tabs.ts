import { TAB_PAGE_TYPES } from '../constants';
import type { SavePageType, TabType } from '../schemas/theme-component';

/** The three areas of the page that hold components (the settings tab holds none). */
export type AreaTab = Exclude<TabType, 'settings'>;

/** The areas in page order, top to bottom: tab strips, saves and version lists follow it. */
export const AREA_TABS: readonly AreaTab[] = ['top', 'middle', 'bottom'];

export const isAreaTab = (tab: TabType): tab is AreaTab => tab !== 'settings';

/** top/middle/bottom in the builder are TOP/HOME/BOTTOM on the wire. */
export const tabOfPageType = (pageType: SavePageType): AreaTab => AREA_TABS.find((tab) => TAB_PAGE_TYPES[tab] === pageType) as AreaTab;
