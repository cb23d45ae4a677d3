import type { ReactNode } from 'react';
import { useComponentScope } from './scope-context';

/** The theme settings, its type and the version history are the theme manager's: hidden in the scoped mode. */
export function FullScopeOnly({ children }: { readonly children: ReactNode }) {
  return useComponentScope().full ? children : null;
}
