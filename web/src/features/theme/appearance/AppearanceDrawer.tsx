import './appearance.css';
import { useEffect } from 'react';
import { Sidebar } from 'primereact/sidebar';
import { THEME_SETTINGS_MENU_LABELS } from '@shop/shared';
import { AppearanceForm } from './AppearanceForm';
import { closeAppearanceDrawer, useAppearanceDrawerOpen } from './drawer-open';

const TITLE = THEME_SETTINGS_MENU_LABELS.appearance;

/**
 * Görünüm Ayarları: a drawer over the component list, not modal, so the preview, undo and Kaydet stay
 * in reach and each change is seen at once. Escape closes it; clicks elsewhere do not (the colour
 * picker's panel opens outside it).
 */
export function AppearanceDrawer() {
  const visible = useAppearanceDrawerOpen();
  useEffect(() => closeAppearanceDrawer, []);
  return (
    <Sidebar
      visible={visible}
      onHide={closeAppearanceDrawer}
      position="left"
      modal={false}
      dismissable={false}
      className="appearance-drawer"
      header={<h2 className="builder-drawer-title">{TITLE}</h2>}
      closeIcon="pi pi-times"
      aria-label={TITLE}
    >
      <AppearanceForm />
    </Sidebar>
  );
}
