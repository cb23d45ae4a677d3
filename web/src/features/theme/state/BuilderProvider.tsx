import { useEffect, useState, type ReactNode } from 'react';
import { apiFetch } from '../../../api/client';
import type { BuilderMachine } from '../machine/builder-machine';
import { createBrowserBuilder } from '../machine/effects/browser-builder';
import { createLocalCopyWriter, type LocalCopyWriter } from '../machine/effects/local-copy';
import { createPreviewChannel, type PreviewChannel } from '../machine/effects/preview-channel';
import { BuilderActorContext, PreviewChannelContext } from './builder-actor-context';

export interface BuilderProviderProps {
  /** The signed-in admin's e-mail: the unsaved local copy is kept per admin. */
  readonly userEmail: string;
  /** Tests pass `builderMachine.provide({...})` with fake effects; the app leaves it out. */
  readonly logic?: BuilderMachine;
  /** False in the scoped mode (issue 31): the theme settings are the theme manager's, so a save sends only the areas. */
  readonly saveSettings?: boolean;
  readonly children: ReactNode;
}

interface BrowserEffects {
  readonly machine: BuilderMachine;
  readonly localCopy: LocalCopyWriter | null;
  readonly preview: PreviewChannel;
}

const browserEffects = (logic: BuilderMachine | undefined, saveSettings: boolean): BrowserEffects => {
  const preview = createPreviewChannel(window.location.origin);
  if (logic) return { machine: logic, localCopy: null, preview };
  const localCopy = createLocalCopyWriter(window.localStorage);
  return { machine: createBrowserBuilder({ api: apiFetch, storage: window.localStorage, localCopy, preview, saveSettings }), localCopy, preview };
};

/**
 * Runs one builder machine for the theme page. Remount it (key={email}) for another admin. A
 * pending local copy is written when the page is hidden or the builder unmounts.
 */
export function BuilderProvider({ userEmail, logic, saveSettings = true, children }: BuilderProviderProps) {
  const [effects] = useState(() => browserEffects(logic, saveSettings));

  useEffect(() => {
    const writer = effects.localCopy;
    if (!writer) return undefined;
    const flush = () => writer.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [effects]);

  return (
    <BuilderActorContext.Provider logic={effects.machine} options={{ input: { userEmail } }}>
      <PreviewChannelContext.Provider value={effects.preview}>{children}</PreviewChannelContext.Provider>
    </BuilderActorContext.Provider>
  );
}
