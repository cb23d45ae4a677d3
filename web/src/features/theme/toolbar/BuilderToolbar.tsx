import { memo, useRef } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { SelectButton } from 'primereact/selectbutton';
import { THEME_PAGES, THEME_SETTINGS_MENU_LABELS, VIEWPORTS, type Viewport } from '@shop/shared';
import { useBuilderSend, useCanRedo, useCanUndo, useCurrentTab, useIsDirty, usePage, useSaveStatus, useViewport } from '../state';
import { ThemeToggle } from '../../../session/appearance/ThemeToggle';
import { ActiveAdmins } from '../../../session/realtime/ActiveAdmins';
import { openAppearanceDrawer } from '../appearance/drawer-open';
import { openPopupEditor } from '../popup/popup-dialog-open';
import { TimeTravelControl } from '../time-travel/TimeTravelControl';
import { FullScopeOnly } from '../scope/FullScopeOnly';
import { BUILDER_TEXTS } from '../texts';
import { VersionHistory } from '../versions/VersionHistory';

const VIEWPORT_ICONS: Record<Viewport, string> = { desktop: 'pi pi-desktop', tablet: 'pi pi-tablet', mobile: 'pi pi-mobile' };
const PAGE_OPTIONS = [...THEME_PAGES];
const TOOLTIP_BELOW = { position: 'bottom' } as const;
const VIEWPORT_OPTIONS = VIEWPORTS.map((value) => ({ value, label: BUILDER_TEXTS.viewports[value], icon: VIEWPORT_ICONS[value] }));

/** Every entry is shown; the ones later issues fill stay disabled until then. */
const SETTINGS_MENU: MenuItem[] = [
  { label: THEME_SETTINGS_MENU_LABELS.appearance, icon: 'pi pi-palette', command: openAppearanceDrawer },
  { label: THEME_SETTINGS_MENU_LABELS.popup, icon: 'pi pi-clone', command: openPopupEditor },
  { separator: true },
  ...Object.values(BUILDER_TEXTS.settingsMenu).map((label) => ({ label, disabled: true })),
];

/**
 * The editor toolbar of the theme pages. Each control subscribes to its own slice of the builder, so
 * an edit that flips "can redo" re-renders the redo button, not the page selector and viewport switch.
 */
export function BuilderToolbar({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="builder-toolbar" role="toolbar" aria-label={BUILDER_TEXTS.toolbar}>
      <PageSelect />
      <ViewportSwitch />
      <span className="builder-toolbar-group">
        <UndoButton />
        <RedoButton />
      </span>
      <span className="builder-toolbar-spacer" />
      <TimeTravelControl />
      <ActiveAdmins />
      <FullScopeOnly>
        <ThemeToggle />
        <VersionHistory />
        <SettingsMenu />
      </FullScopeOnly>
      <AddButton onAdd={onAdd} />
      <SaveControls />
    </div>
  );
}

const PageSelect = memo(function PageSelect() {
  const send = useBuilderSend();
  const page = usePage();
  return (
    <Dropdown
      value={page}
      options={PAGE_OPTIONS}
      onChange={(event) => send({ type: 'page.switch', page: event.value as number })}
      aria-label={BUILDER_TEXTS.page}
      className="builder-page-select"
    />
  );
});

const ViewportSwitch = memo(function ViewportSwitch() {
  const send = useBuilderSend();
  const viewport = useViewport();
  return (
    <SelectButton
      value={viewport}
      options={VIEWPORT_OPTIONS}
      allowEmpty={false}
      onChange={(event) => {
        if (event.value) send({ type: 'viewport.switch', viewport: event.value as Viewport });
      }}
      itemTemplate={viewportIcon}
      aria-label={BUILDER_TEXTS.viewport}
    />
  );
});

const viewportIcon = (option: (typeof VIEWPORT_OPTIONS)[number]) => <i className={option.icon} aria-label={option.label} title={option.label} />;

const UndoButton = memo(function UndoButton() {
  const send = useBuilderSend();
  const canUndo = useCanUndo();
  return (
    <Button
      icon="pi pi-undo"
      text
      rounded
      aria-label={BUILDER_TEXTS.undo}
      tooltip={BUILDER_TEXTS.undo}
      tooltipOptions={TOOLTIP_BELOW}
      disabled={!canUndo}
      onClick={() => send({ type: 'history.undo' })}
    />
  );
});

const RedoButton = memo(function RedoButton() {
  const send = useBuilderSend();
  const canRedo = useCanRedo();
  return (
    <Button
      icon="pi pi-undo builder-icon-flip"
      text
      rounded
      aria-label={BUILDER_TEXTS.redo}
      tooltip={BUILDER_TEXTS.redo}
      tooltipOptions={TOOLTIP_BELOW}
      disabled={!canRedo}
      onClick={() => send({ type: 'history.redo' })}
    />
  );
});

const SettingsMenu = memo(function SettingsMenu() {
  const menu = useRef<Menu>(null);
  return (
    <>
      <Button
        icon="pi pi-cog"
        label={BUILDER_TEXTS.themeSettings}
        aria-label={BUILDER_TEXTS.themeSettings}
        className="builder-collapsible"
        text
        aria-haspopup="menu"
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu model={SETTINGS_MENU} popup ref={menu} />
    </>
  );
});

const AddButton = memo(function AddButton({ onAdd }: { onAdd: () => void }) {
  const canAdd = useCurrentTab() !== 'settings';
  return (
    <Button
      icon="pi pi-plus"
      label={BUILDER_TEXTS.addComponent}
      aria-label={BUILDER_TEXTS.addComponent}
      className="builder-collapsible"
      outlined
      disabled={!canAdd}
      onClick={onAdd}
    />
  );
});

const SaveControls = memo(function SaveControls() {
  const send = useBuilderSend();
  const dirty = useIsDirty();
  const saving = useSaveStatus() === 'saving';
  return (
    <span className="builder-save">
      {dirty && (
        <span className="builder-unsaved" role="status" title={BUILDER_TEXTS.unsaved} data-testid="builder-unsaved">
          <span className="builder-unsaved-dot" aria-hidden="true" />
          <span className="builder-unsaved-text">{BUILDER_TEXTS.unsaved}</span>
        </span>
      )}
      <Button
        icon="pi pi-save"
        label={saving ? BUILDER_TEXTS.saving : BUILDER_TEXTS.save}
        loading={saving}
        disabled={saving}
        onClick={() => send({ type: 'theme.save' })}
      />
    </span>
  );
});
