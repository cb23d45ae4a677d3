import { useEffect, useState } from 'react';
import { pageHref, type PageLink } from '@shop/shared';
import { apiFetch } from '../../api/client';
import type { LinkChoice } from './link-targets';

/** How long one answer serves every link field of the screen (a builder shows dozens): a page deleted meanwhile shows within it. */
const FRESH_MS = 30_000;

let cached: { at: number; request: Promise<PageLink[]> } | undefined;

const loadPageLinks = (): Promise<PageLink[]> => {
  if (!cached || Date.now() - cached.at > FRESH_MS) {
    const request = Promise.resolve()
      .then(() => apiFetch('listPageLinks'))
      .then((answer) => answer.data);
    // A failed load is not kept: the next field asks again.
    request.catch(() => {
      if (cached?.request === request) cached = undefined;
    });
    cached = { at: Date.now(), request };
  }
  return cached.request;
};

/** The live content pages as link choices (/sayfa/{slug}), by title. */
export const pageChoice = (page: PageLink): LinkChoice => ({ name: page.title, target: pageHref(page.slug) });

/**
 * The live content pages (GET /api/admin/content/page-links), or undefined until they are known
 * (and when they could not be read: then nothing is flagged).
 */
export const usePageLinks = (): readonly PageLink[] | undefined => {
  const [pages, setPages] = useState<readonly PageLink[]>();
  useEffect(() => {
    let live = true;
    loadPageLinks().then(
      (found) => {
        if (live) setPages(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return pages;
};

/** A link to a content page that is no longer live (deleted, unpublished): the builder flags it. */
export const isMissingPageLink = (target: string, pages: readonly PageLink[] | undefined): boolean => {
  if (!pages || !target.startsWith('/sayfa/')) return false;
  return !pages.some((p) => pageHref(p.slug) === target.replace(/[?#].*$/, '').replace(/\/+$/, ''));
};

/** For tests: forget the shared answer. */
export const forgetPageLinks = (): void => {
  cached = undefined;
};
