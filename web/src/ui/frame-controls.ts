import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router-dom';

/**
 * The frame's own controls that a full-screen page places in its own sidebar (spec: the theme
 * builder's sidebar has the area switcher and the user menu). The shell hands them down through
 * its outlet, so the page shows them without importing the frame.
 */
export interface FrameControls {
  readonly areaSwitcher: ReactNode;
  readonly userMenu: ReactNode;
}

/** The controls the shell handed down, or null where no shell renders the page. */
export const useFrameControls = (): FrameControls | null => useOutletContext<FrameControls | null>();
