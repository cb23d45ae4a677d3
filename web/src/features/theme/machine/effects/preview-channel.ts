import type { OutgoingPreviewMessage } from '../preview-sync';

export interface PreviewChannel {
  /** The frame's window once it has loaded; null when it goes away. */
  attach(target: Window | null): void;
  post(message: OutgoingPreviewMessage): void;
}

/**
 * Posts to the preview frame, only to the given origin (the storefront is served from the app's
 * own origin), so a frame that navigated elsewhere never receives the theme.
 */
export const createPreviewChannel = (targetOrigin: string): PreviewChannel => {
  let target: Window | null = null;
  return {
    attach(next) {
      target = next;
    },
    post(message) {
      target?.postMessage(message, targetOrigin);
    },
  };
};
