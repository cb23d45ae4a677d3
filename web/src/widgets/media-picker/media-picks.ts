import type { Media } from '@shop/shared';
import type { LibraryMedia } from '@shop/shared';

/** What an editor stores of a library item. */
export const toMedia = (item: LibraryMedia): Media => ({ id: item.id, type: item.type, filePath: item.filePath, name: item.name });

export const pickIndex = (picks: readonly LibraryMedia[], item: LibraryMedia): number => picks.findIndex((p) => p.id === item.id);

export interface Picks {
  /** In the order picked, which is the order the editor stores. */
  readonly picks: readonly LibraryMedia[];
  /** The last pick was refused: `max` were picked already. */
  readonly refused: boolean;
}

export type PicksEvent =
  | { readonly type: 'reset' }
  /** A click on a tile. */
  | { readonly type: 'toggle'; readonly item: LibraryMedia; readonly max: number }
  /** A file uploaded in the dialog: picked unless it already is. */
  | { readonly type: 'uploaded'; readonly item: LibraryMedia; readonly max: number };

export const NO_PICKS: Picks = { picks: [], refused: false };

/**
 * With `max` 1 a pick replaces the one before; otherwise it is added at the end or, when
 * picked already, removed. Beyond `max` nothing changes and `refused` says so.
 */
export const picksReducer = (state: Picks, event: PicksEvent): Picks => {
  if (event.type === 'reset') return NO_PICKS;
  const { item, max } = event;
  const { picks } = state;
  if (pickIndex(picks, item) >= 0) {
    return event.type === 'uploaded' || max === 1 ? state : { picks: picks.filter((p) => p.id !== item.id), refused: false };
  }
  if (max === 1) return { picks: [item], refused: false };
  if (picks.length >= max) return { picks, refused: true };
  return { picks: [...picks, item], refused: false };
};
