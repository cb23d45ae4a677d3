import { useCallback, useContext, useEffect } from 'react';
import type { TabType } from '@shop/shared';
import type { BuilderSnapshot } from '../machine/builder-machine';
import {
  selectCanRedo,
  selectCanUndo,
  selectComponent,
  selectComponents,
  selectIsDirty,
  selectLoadStatus,
  selectSaveStatus,
  selectTabIds,
} from '../machine/selectors';
import { BuilderActorContext, PreviewChannelContext } from './builder-actor-context';

/** Re-renders only when the selected value changes (=== unless `compare` says otherwise). */
export const useBuilderSelector = <T>(selector: (snapshot: BuilderSnapshot) => T, compare?: (a: T, b: T) => boolean): T =>
  BuilderActorContext.useSelector(selector, compare);

export const useBuilderActor = () => BuilderActorContext.useActorRef();

export const useBuilderSend = () => BuilderActorContext.useActorRef().send;

/** An area's ids in order; a row list re-renders only when that area's order or membership changes. */
export const useTabIds = (tab: TabType): readonly string[] =>
  useBuilderSelector(useCallback((snapshot: BuilderSnapshot) => selectTabIds(snapshot, tab), [tab]));

/** One component; re-renders only when that component object changes (edits elsewhere keep it). */
export const useComponent = (id: string) => useBuilderSelector(useCallback((snapshot: BuilderSnapshot) => selectComponent(snapshot, id), [id]));

/** The spec's components array (order = index), all areas or one; for whole-theme views, not rows. */
export const useComponents = (tab?: TabType) =>
  useBuilderSelector(useCallback((snapshot: BuilderSnapshot) => selectComponents(snapshot, tab), [tab]));

export const useSelectedComponentId = () => useBuilderSelector((snapshot) => snapshot.context.selectedComponentId);
export const useIsSelected = (id: string) =>
  useBuilderSelector(useCallback((snapshot: BuilderSnapshot) => snapshot.context.selectedComponentId === id, [id]));
export const usePanelOpen = () => useBuilderSelector((snapshot) => snapshot.context.panelOpen);
export const useCurrentTab = () => useBuilderSelector((snapshot) => snapshot.context.currentTab);
export const useViewport = () => useBuilderSelector((snapshot) => snapshot.context.viewport);
export const usePage = () => useBuilderSelector((snapshot) => snapshot.context.page);
export const useThemeSettings = () =>
  useBuilderSelector(
    (snapshot) => ({ themeConfig: snapshot.context.themeConfig, themeType: snapshot.context.themeType }),
    (a, b) => a.themeConfig === b.themeConfig && a.themeType === b.themeType,
  );

export const useCanUndo = () => useBuilderSelector(selectCanUndo);
export const useCanRedo = () => useBuilderSelector(selectCanRedo);
export const useSaveStatus = () => useBuilderSelector(selectSaveStatus);
export const useIsDirty = () => useBuilderSelector(selectIsDirty);
export const useLoadStatus = () => useBuilderSelector(selectLoadStatus);
export const useLoadError = () => useBuilderSelector((snapshot) => snapshot.context.loadError);

/**
 * For the preview iframe: call the returned function with the frame when it has loaded (onLoad)
 * and with null when it goes away. The machine then posts everything once, and only changes after.
 */
export const usePreviewFrame = () => {
  const channel = useContext(PreviewChannelContext);
  const send = useBuilderSend();
  const attach = useCallback(
    (frame: HTMLIFrameElement | null) => {
      channel?.attach(frame?.contentWindow ?? null);
      send({ type: frame?.contentWindow ? 'preview.ready' : 'preview.detached' });
    },
    [channel, send],
  );
  useEffect(() => () => channel?.attach(null), [channel]);
  return attach;
};
