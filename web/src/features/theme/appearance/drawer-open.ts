import { createOpenFlag } from '../open-flag';

/** Whether the Görünüm Ayarları drawer is open. */
const drawer = createOpenFlag();

export const openAppearanceDrawer = drawer.open;
export const closeAppearanceDrawer = drawer.close;
export const useAppearanceDrawerOpen = drawer.useIsOpen;
