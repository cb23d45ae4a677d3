import { ICON_PAGE_SIZE, MESSAGES, type Icon } from '@shop/shared';
import { ApiError } from '../../api/api-error';

/** `reply`: the API answered with a non-OK status; `other`: no answer, or one we could not read. */
export type IconLoadError = 'reply' | 'other';

export interface IconPages {
  readonly icons: readonly Icon[];
  /** A page shorter than ICON_PAGE_SIZE was the last one. */
  readonly done: boolean;
  readonly loading: boolean;
  readonly error: IconLoadError | undefined;
}

export type IconPagesEvent =
  { type: 'reset' } | { type: 'loading' } | { type: 'page'; icons: readonly Icon[] } | { type: 'failed'; error: IconLoadError };

export const INITIAL_ICON_PAGES: IconPages = { icons: [], done: false, loading: false, error: undefined };

export const iconPagesReducer = (state: IconPages, event: IconPagesEvent): IconPages => {
  switch (event.type) {
    case 'reset':
      return INITIAL_ICON_PAGES;
    case 'loading':
      return { ...state, loading: true, error: undefined };
    case 'page':
      return { icons: [...state.icons, ...event.icons], done: event.icons.length < ICON_PAGE_SIZE, loading: false, error: undefined };
    case 'failed':
      return { ...state, loading: false, error: event.error };
  }
};

/** Where the next page starts, or undefined when none should be asked for now. */
export const nextIconOffset = (state: IconPages): number | undefined => (state.done || state.loading || state.error ? undefined : state.icons.length);

export const iconLoadError = (error: unknown): IconLoadError => (error instanceof ApiError ? 'reply' : 'other');

export const iconErrorMessage = (error: IconLoadError): string => (error === 'reply' ? MESSAGES.errors.iconLoad : MESSAGES.errors.generic);
