import { TAB_PAGE_TYPES } from '../constants';
import type { SavePageType } from '../schemas/theme-component';

type AreaTab = keyof typeof TAB_PAGE_TYPES;

export const AREA_TABS = Object.keys(TAB_PAGE_TYPES) as AreaTab[];

/** top/middle/bottom in the builder are TOP/HOME/BOTTOM on the wire. */
export const tabOfPageType = (pageType: SavePageType): AreaTab => AREA_TABS.find((tab) => TAB_PAGE_TYPES[tab] === pageType) as AreaTab;
