import './theme-builder.css';
import { Suspense, useCallback, useMemo, useState, type ComponentType as ReactComponentType, type LazyExoticComponent } from 'react';
import { COMPONENT_TYPES, componentScope, mayChangeComponentType, MESSAGES, type ComponentType } from '@shop/shared';
import { useSignedInUser } from '../../session/auth/auth-context';
import { BuilderLoadError } from './BuilderLoadError';
import { BuilderSkeleton } from './BuilderSkeleton';
import { ConflictDialog } from './dialogs/ConflictDialog';
import { EDITOR_TYPES } from './editors/editor-types';
import type { AddFlowProps } from './editors/kit/editor-type';
import { LeaveGuard } from './dialogs/LeaveGuard';
import { SaveFeedback } from './dialogs/SaveFeedback';
import { BuilderPopupEditor } from './popup/BuilderPopupEditor';
import { PreviewFrame } from './preview/PreviewFrame';
import { SettingsPanel } from './sidebar/SettingsPanel';
import { ThemeSidebar } from './sidebar/ThemeSidebar';
import { BuilderProvider, useBuilderSend, useCurrentTab, useLoadError, useLoadStatus } from './state';
import { AddComponentDrawer } from './toolbar/AddComponentDrawer';
import { BuilderToolbar } from './toolbar/BuilderToolbar';
import { useHistoryShortcuts } from './toolbar/use-history-shortcuts';
import { useBenchHook } from './bench-hook';
import { AppearanceDrawer } from './appearance/AppearanceDrawer';
import { ComponentScopeContext, useComponentScope } from './scope/scope-context';

/** /admin/theme/*: the theme builder, full screen with its own sidebar. */
export default function ThemeBuilderPage() {
  const user = useSignedInUser();
  // Banners, marquee and social media open the builder in a scoped mode (issue 31); theme:manage edits everything.
  const scope = useMemo(() => componentScope(user.groups), [user.groups]);
  return (
    <ComponentScopeContext.Provider value={scope}>
      <BuilderProvider userEmail={user.email} saveSettings={scope.full}>
        <BuilderScreen />
      </BuilderProvider>
    </ComponentScopeContext.Provider>
  );
}

/** The builder inside its provider: skeleton, load error or the workspace. */
export function BuilderScreen() {
  const loadState = useLoadStatus();
  const loadError = useLoadError();
  const send = useBuilderSend();
  useBenchHook();
  if (loadState === 'loading') return <BuilderSkeleton />;
  if (loadState === 'failed') {
    // Only the theme config's failure has a text of its own (spec); others keep the general one.
    const detail = loadError === MESSAGES.errors.themeConfigLoad ? loadError : null;
    return (
      <BuilderLoadError
        detail={detail}
        onRetry={() => {
          send({ type: 'theme.retryLoad' });
        }}
      />
    );
  }
  return <BuilderWorkspace />;
}

function BuilderWorkspace() {
  const send = useBuilderSend();
  const currentTab = useCurrentTab();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scope = useComponentScope();
  const addable = useMemo(() => COMPONENT_TYPES.filter((type) => mayChangeComponentType(scope, type)), [scope]);
  /** The type whose add flow (a dialog before the component exists) is open. */
  const [adding, setAdding] = useState<ComponentType | null>(null);
  useHistoryShortcuts();

  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  // What picking a type does comes from its builder record: add at once, open its add flow, or hand over to its own editor.
  const pick = (componentType: ComponentType) => {
    setDrawerOpen(false);
    const add = EDITOR_TYPES[componentType].add;
    if (!add) send({ type: 'component.add', componentType });
    else if ('opens' in add) add.opens();
    else setAdding(componentType);
  };

  return (
    <div className="builder-page">
      <ThemeSidebar onAdd={openDrawer} />
      <main className="builder-main">
        <BuilderToolbar onAdd={openDrawer} />
        {/* The settings panel floats over the preview, below the toolbar, so undo and redo stay reachable while editing. */}
        <div className="builder-stage">
          <PreviewFrame />
          <SettingsPanel />
        </div>
      </main>
      <AddComponentDrawer
        visible={drawerOpen && currentTab !== 'settings'}
        area={currentTab === 'settings' ? 'middle' : currentTab}
        onHide={() => setDrawerOpen(false)}
        onPick={pick}
        types={addable}
      />
      {adding && <AddFlow type={adding} onDone={() => setAdding(null)} />}
      <BuilderPopupEditor />
      <ConflictDialog />
      <SaveFeedback />
      <LeaveGuard />
      <AppearanceDrawer />
    </div>
  );
}

/** A type's add flow: its dialog, mounted while it is open; what it hands back becomes the new component. */
function AddFlow({ type, onDone }: { type: ComponentType; onDone: () => void }) {
  const send = useBuilderSend();
  const add = EDITOR_TYPES[type].add;
  if (!add || !('dialog' in add)) return null;
  // Each record's dialog is typed for its own type; `type` is the record's key, so the pairing holds.
  const Dialog = add.dialog as LazyExoticComponent<ReactComponentType<AddFlowProps<ComponentType>>>;
  return (
    <Suspense fallback={null}>
      <Dialog
        onAdd={(input) => {
          onDone();
          send({ type: 'component.add', componentType: type, ...input, products: input.products ? [...input.products] : undefined });
        }}
        onCancel={onDone}
      />
    </Suspense>
  );
}
