import {
  AREA_TABS,
  PREVIEW_MESSAGE_TYPES,
  type AreaTab,
  type ScrollToComponentMessage,
  type ThemeComponent,
  type UpdateThemeConfigMessage,
  type UpdateThemeMessage,
  type Viewport,
} from '@shop/shared';
import type { AreaOrder, BuilderDocument } from './builder-context';
import { componentsOf, withOrder } from './theme-snapshot';

export type OutgoingPreviewMessage = UpdateThemeMessage | ScrollToComponentMessage | UpdateThemeConfigMessage;

/** What the preview frame was last sent: the next message carries only what differs from it. */
export interface PreviewBase extends BuilderDocument {
  readonly selectedComponentId: string | null;
  readonly viewport: Viewport;
}

const fullOrder = (order: AreaOrder): UpdateThemeMessage['order'] => ({ top: [...order.top], middle: [...order.middle], bottom: [...order.bottom] });

const configMessage = (doc: BuilderDocument): UpdateThemeConfigMessage => ({
  type: PREVIEW_MESSAGE_TYPES.updateThemeConfig,
  themeConfig: doc.themeConfig,
  themeType: doc.themeType,
});

/** Everything, for a frame that has just loaded (or after the document was replaced). */
export const previewReset = (current: PreviewBase): OutgoingPreviewMessage[] => [
  {
    type: PREVIEW_MESSAGE_TYPES.updateTheme,
    reset: true,
    upserts: componentsOf(current),
    removedIds: [],
    order: fullOrder(current.order),
    viewport: current.viewport,
    selectedComponentId: current.selectedComponentId,
  },
  configMessage(current),
];

/**
 * The messages that bring the frame from `base` to `current`: components whose object changed
 * (new or edited), ids that are gone, the id list of each area whose list changed, the viewport and
 * selection if they changed, and the theme settings if they changed. Identity comparisons only, so
 * it stays cheap at 1,000 components; an untouched component is never sent.
 */
export const previewDiff = (base: PreviewBase, current: PreviewBase): OutgoingPreviewMessage[] => {
  const messages: OutgoingPreviewMessage[] = [];
  if (
    base.byId !== current.byId ||
    base.order !== current.order ||
    base.viewport !== current.viewport ||
    base.selectedComponentId !== current.selectedComponentId
  ) {
    const upserts: ThemeComponent[] = [];
    const removedIds: string[] = [];
    if (base.byId !== current.byId) {
      const positions = new Map<AreaTab, Map<string, number>>();
      const positionOf = (tab: AreaTab, id: string) => {
        let map = positions.get(tab);
        if (!map) {
          map = new Map(current.order[tab].map((other, index) => [other, index]));
          positions.set(tab, map);
        }
        return map.get(id) ?? 0;
      };
      // for-in: no entry arrays allocated per component on every keystroke at 1,000 components.
      for (const id in current.byId) {
        const component = current.byId[id];
        if (component && base.byId[id] !== component) upserts.push(withOrder(component, positionOf(component.tabType as AreaTab, id)));
      }
      for (const id in base.byId) if (!(id in current.byId)) removedIds.push(id);
    }
    const changedTabs = AREA_TABS.filter((tab) => base.order[tab] !== current.order[tab]);
    const message: UpdateThemeMessage = {
      type: PREVIEW_MESSAGE_TYPES.updateTheme,
      reset: false,
      upserts,
      removedIds,
      ...(changedTabs.length > 0 && { order: Object.fromEntries(changedTabs.map((tab) => [tab, [...current.order[tab]]])) }),
      ...(base.viewport !== current.viewport && { viewport: current.viewport }),
      ...(base.selectedComponentId !== current.selectedComponentId && { selectedComponentId: current.selectedComponentId }),
    };
    if (upserts.length > 0 || removedIds.length > 0 || changedTabs.length > 0 || 'viewport' in message || 'selectedComponentId' in message) {
      messages.push(message);
    }
  }
  if (base.themeConfig !== current.themeConfig || base.themeType !== current.themeType) messages.push(configMessage(current));
  return messages;
};

export const scrollMessage = (componentId: string): ScrollToComponentMessage => ({
  type: PREVIEW_MESSAGE_TYPES.scrollToComponent,
  componentId,
});
