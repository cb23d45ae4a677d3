import './appearance.css';
import { useEffect, useId, useMemo, useState } from 'react';
import { Sidebar } from 'primereact/sidebar';
import { THEME_SETTINGS_MENU_LABELS, lookOf, readyThemeNameOf, type ThemeConfig } from '@shop/shared';
import type { FieldSink } from '../editors/kit/field-sink';
import { SectionsForm } from '../editors/kit/FieldsForm';
import { valueAt, withValueAt } from '../editors/kit/use-component-data';
import { useBuilderActor, useThemeSettings } from '../state';
import { closeAppearanceDrawer, useAppearanceDrawerOpen } from './drawer-open';
import { lookSections } from './fields';
import { APPEARANCE_TEXTS as T } from './texts';

const TITLE = THEME_SETTINGS_MENU_LABELS.appearance;
const NO_ERRORS = {};

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
      <LookForm />
    </Sidebar>
  );
}

/**
 * The theme's look on the editor kit. Every change goes to the builder as one `themeConfig.update`
 * (the preview shows it at once, undo takes it back); a drag on one colour is one undo step.
 */
function LookForm() {
  const { themeConfig } = useThemeSettings();
  const idPrefix = useId();
  // Made once per opening, with the ready theme it starts from (custom and partial configs keep none).
  const [sections] = useState(() => lookSections({ ready: readyThemeNameOf(themeConfig) }));
  const sink = useLookSink();
  return (
    <div className="appearance-form">
      <p className="builder-muted appearance-intro">{T.intro}</p>
      <SectionsForm sections={sections} data={themeConfig} errors={NO_ERRORS} idPrefix={idPrefix} sink={sink} />
    </div>
  );
}

/** The fields write into the builder's theme config, computed from its newest value; a burst is merged into one undo step. */
function useLookSink(): FieldSink {
  const actor = useBuilderActor();
  return useMemo(() => {
    const write = (change: (config: ThemeConfig) => unknown, burst?: string) => {
      const current = actor.getSnapshot().context.themeConfig;
      const next = change(current) as ThemeConfig;
      if (next !== current)
        actor.send({ type: 'themeConfig.update', ...lookOf(next), ...(burst !== undefined && { coalesceKey: `appearance.${burst}` }) });
    };
    return {
      set: (path, value) => write((config) => withValueAt(config, path, value), path),
      commit: (path, value) => write((config) => withValueAt(config, path, value)),
      update: (path, change, burst) => write((config) => withValueAt(config, path, change(valueAt(config, path))), burst),
    };
  }, [actor]);
}
