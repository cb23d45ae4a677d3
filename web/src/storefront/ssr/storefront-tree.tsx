import { StrictMode } from 'react';
import { StorefrontApp } from '../StorefrontApp';
import { PrefetchedContext, type Prefetched } from './prefetched';

/** The one tree the server renders a page with and the browser hydrates (or renders, without the server's answers). */
export const storefrontTree = (location: Pick<Location, 'pathname' | 'search'>, prefetched: Prefetched) => (
  <StrictMode>
    <PrefetchedContext value={prefetched}>
      <StorefrontApp location={location} />
    </PrefetchedContext>
  </StrictMode>
);
