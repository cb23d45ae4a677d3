import './theme-builder.css';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { COMPONENT_TYPES, componentScope, mayChangeComponentType, MESSAGES, type ComponentType, type ThemeListItem } from '@shop/shared';
import { ProductPickerDialog } from '../../widgets/product-picker/ProductPickerDialog';
import { useSignedInUser } from '../../session/auth/auth-context';
import { BuilderLoadError } from './BuilderLoadError';
import { BuilderSkeleton } from './BuilderSkeleton';
import { ConflictDialog } from './dialogs/ConflictDialog';
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

const NO_PRODUCTS: readonly ThemeListItem[] = [];

/** The banner editor's create mode, loaded when a carousel is first added. */
const BannerCreateDialog = lazy(() => import('./editors/banner/BannerCreateDialog'));

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
  const [pickingProducts, setPickingProducts] = useState(false);
  const [creatingBanner, setCreatingBanner] = useState(false);
  const scope = useComponentScope();
  const addable = useMemo(() => COMPONENT_TYPES.filter((type) => mayChangeComponentType(scope, type)), [scope]);
  useHistoryShortcuts();

  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const pick = (componentType: ComponentType) => {
    setDrawerOpen(false);
    // A product list is added once its products are chosen (spec: adding a product list opens the picker).
    if (componentType === 'PRODUCT_LIST') setPickingProducts(true);
    // A banner carousel is added from the banner editor's create mode, with at least one banner (component editors §4).
    else if (componentType === 'BANNER') setCreatingBanner(true);
    else send({ type: 'component.add', componentType });
  };
  const addProductList = (products: ThemeListItem[]) => {
    setPickingProducts(false);
    send({ type: 'component.add', componentType: 'PRODUCT_LIST', products });
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
      {creatingBanner && (
        <Suspense fallback={null}>
          <BannerCreateDialog
            visible
            onConfirm={(componentData) => {
              setCreatingBanner(false);
              send({ type: 'component.add', componentType: 'BANNER', componentData });
            }}
            onHide={() => setCreatingBanner(false)}
          />
        </Suspense>
      )}
      <ProductPickerDialog visible={pickingProducts} initial={NO_PRODUCTS} onConfirm={addProductList} onHide={() => setPickingProducts(false)} />
      <BuilderPopupEditor />
      <ConflictDialog />
      <SaveFeedback />
      <LeaveGuard />
      <AppearanceDrawer />
    </div>
  );
}
