import { tabOfPageType, THEME_TAB_LABELS, type SavePageType } from '@shop/shared';

/** The builder's own name for an area ("Üst alan"), as an entry names what a theme save touched. */
export const themeAreaName = (pageType: SavePageType): string => `${THEME_TAB_LABELS[tabOfPageType(pageType)]} alan`;
