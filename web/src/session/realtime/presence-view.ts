import type { Cursor, Presence } from '@shop/shared';
import { pageTitle } from '../../format/page-title';
import type { RealtimeSnapshot } from './realtime-client';

/** The active admins list without this connection, in the order they arrived. */
export const otherAdmins = (snapshot: Pick<RealtimeSnapshot, 'admins' | 'selfId'>): Presence[] =>
  snapshot.selfId === undefined ? [] : snapshot.admins.filter((p) => p.socketId !== snapshot.selfId);

/**
 * The other admins on this page who have `componentId` selected in the builder, as one string
 * ("Ayşe, Mehmet"), so a row's subscription compares by value and re-renders only when its own
 * list changes.
 */
export const selectorsOf = (snapshot: Pick<RealtimeSnapshot, 'admins' | 'selfId' | 'path'>, componentId: string): string =>
  otherAdmins(snapshot)
    .filter((p) => p.path === snapshot.path && p.selectedComponentId === componentId)
    .map((p) => p.userName)
    .join(', ');

/** The label of the page an admin is on, as the breadcrumb names it; the path itself for a page it does not know. */
export const pageLabel = (path: string): string => pageTitle(path) ?? path;

/** Readable on light and dark surfaces, distinct from each other. */
export const CURSOR_COLOURS = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#dc2626', '#0891b2', '#4d7c0f'] as const;

/** One colour per admin (by name, so it stays the same across reconnects and pages). */
export const colourFor = (userName: string): string => {
  let hash = 0;
  for (const char of userName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return CURSOR_COLOURS[hash % CURSOR_COLOURS.length] as string;
};

export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly scrollX: number;
  readonly scrollY: number;
}

/**
 * Where another admin's cursor goes on this screen: their point on the page (percent of
 * their visible page plus their scroll) less this page's scroll, so it moves with the
 * content as either of them scrolls.
 */
export const cursorOnScreen = (cursor: Pick<Cursor, 'x' | 'y' | 'scrollX' | 'scrollY'>, viewport: Viewport) => ({
  left: (cursor.x / 100) * viewport.width + cursor.scrollX - viewport.scrollX,
  top: (cursor.y / 100) * viewport.height + cursor.scrollY - viewport.scrollY,
});

/** Cursors to draw: the others', on this page only. */
export const visibleCursors = (snapshot: Pick<RealtimeSnapshot, 'cursors' | 'selfId' | 'path'>): Cursor[] =>
  Object.values(snapshot.cursors).filter((c) => c.path === snapshot.path && c.socketId !== snapshot.selfId);
