import { describe, expect, it } from 'vitest';
import { AREA_TABS, SAVE_PAGE_TYPES, TAB_PAGE_TYPES, TAB_TYPES, isAreaTab, tabOfPageType } from '../src';

describe('area tabs', () => {
  it('are the tab types that hold components, top to bottom', () => {
    expect(AREA_TABS).toEqual(['top', 'middle', 'bottom']);
    expect(TAB_TYPES.filter(isAreaTab)).toEqual(AREA_TABS);
    expect(isAreaTab('settings')).toBe(false);
  });

  it('each have a save page type and are found again from it', () => {
    expect(AREA_TABS.map((tab) => TAB_PAGE_TYPES[tab])).toEqual(SAVE_PAGE_TYPES);
    for (const tab of AREA_TABS) expect(tabOfPageType(TAB_PAGE_TYPES[tab])).toBe(tab);
  });
});
