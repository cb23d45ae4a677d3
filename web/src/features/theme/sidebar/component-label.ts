import { COMPONENT_TYPE_LABELS, THEME_SETTINGS_MENU_LABELS, hasComponentTypeLabel, type ComponentType } from '@shop/shared';

/** The sidebar's type label; the spec gives POPUP none there, so it shows the popup's own menu name. */
export const componentTypeLabel = (type: ComponentType): string =>
  hasComponentTypeLabel(type) ? COMPONENT_TYPE_LABELS[type] : THEME_SETTINGS_MENU_LABELS.popup;
