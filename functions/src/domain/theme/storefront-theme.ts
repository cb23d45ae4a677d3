import { newestPopup, tabOfPageType, type ThemeComponent } from '@shop/shared';
import { readThemeSettings } from '../../repositories/theme-config-repository';
import { loadTheme } from './theme-tabs';

/** What visitors see: active components of each area in order, the look, and the active popup. */
export const storefrontTheme = async () => {
  const [{ components }, settings] = await Promise.all([loadTheme(), readThemeSettings()]);
  const visible = (tab: ThemeComponent['tabType']) =>
    components.filter((c) => c.tabType === tab && c.isActive && c.componentType !== 'POPUP');
  const popup = newestPopup(components.filter((c) => c.tabType === tabOfPageType('TOP')));
  return {
    areas: { top: visible('top'), middle: visible('middle'), bottom: visible('bottom') },
    ...settings,
    popup: popup?.isActive ? popup : null,
  };
};
