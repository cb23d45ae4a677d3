import type { ComponentType, TabType, ThemeComponent, ThemeConfig, ThemeType, Viewport } from '@shop/shared';

/** What the popup editor reports after POST savePopup: the stored popup and the top tab's versions around the save. */
export interface SavedPopup {
  readonly popup: ThemeComponent;
  /** The top tab's version the editor read (sent as baseVersion). */
  readonly baseVersion: number;
  /** The top tab's version the save made. */
  readonly version: number;
}

/**
 * Every builder action of the spec is one of these events of the one builder machine.
 * `coalesceKey`: consecutive updates with the same key (a burst of typing or slider moves on one
 * field) become one undo step.
 */
export type BuilderEvent =
  | { type: 'component.add'; componentType: ComponentType; componentData?: ThemeComponent['componentData']; products?: ThemeComponent['products'] }
  | { type: 'component.remove'; id: string }
  | { type: 'component.reorder'; id: string; toIndex: number; save?: boolean }
  | { type: 'component.toggleActive'; id: string }
  | { type: 'component.rename'; id: string; name: string; coalesceKey?: string }
  | { type: 'component.updateData'; id: string; componentData: ThemeComponent['componentData']; coalesceKey?: string }
  | {
      type: 'component.update';
      id: string;
      patch: Partial<Pick<ThemeComponent, 'name' | 'isActive' | 'products' | 'galleries'>>;
      coalesceKey?: string;
    }
  | { type: 'component.select'; id: string | null }
  | { type: 'panel.toggle' }
  | { type: 'panel.close' }
  | { type: 'tab.switch'; tab: TabType }
  | { type: 'viewport.switch'; viewport: Viewport }
  | { type: 'page.switch'; page: number }
  | { type: 'themeConfig.update'; themeConfig: ThemeConfig; themeType: ThemeType; coalesceKey?: string }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'theme.save' }
  | { type: 'theme.reloadServer' }
  | { type: 'conflict.keepEditing' }
  /** The popup editor saved the popup on the server: the top area shows it, nothing becomes unsaved. */
  | ({ type: 'popup.saved' } & SavedPopup)
  /** Load again after the first load failed. */
  | { type: 'theme.retryLoad' }
  /** The preview frame has (re)loaded and listens: it gets everything once, then only changes. */
  | { type: 'preview.ready' }
  /** The preview frame is gone; nothing is posted until it is ready again. */
  | { type: 'preview.detached' };
