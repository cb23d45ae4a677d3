import { createActorContext } from '@xstate/react';
import { createContext } from 'react';
import { builderMachine } from '../machine/builder-machine';
import type { PreviewChannel } from '../machine/effects/preview-channel';

/** The one builder actor of the theme page; BuilderProvider supplies it with its real effects. */
export const BuilderActorContext = createActorContext(builderMachine);

/** The preview frame's channel, for the frame to attach itself once it has loaded. */
export const PreviewChannelContext = createContext<PreviewChannel | null>(null);
