import { FIELD_LIMITS, FOOTER_DEFAULT_COLUMN_TITLES, MESSAGES, footerLinkFormSchema, type FooterSettings, type Id } from '@shop/shared';
import { fieldErrors, firstIssue, type FieldErrors } from '../kit/field-errors';
import { indexOfItem, moveItem, nextOrder, removeItem, renumber, sortedByOrder, temporaryId } from '../items/item-order';
import { FOOTER_TEXTS as T } from './footer-texts';

export type FooterColumn = FooterSettings['columns'][number];
export type FooterLink = FooterColumn['links'][number];
/** What the link dialog edits: a link and the column it belongs in (null until one is chosen). */
export type FooterLinkDraft = Partial<FooterLink> & { readonly columnId: Id | null };

const sameId = (a: Id, b: Id) => String(a) === String(b);

/** A column's name in the editor: its title, or its place when it has none. */
export const columnLabel = (column: FooterColumn, index: number): string => (column.title.trim() === '' ? T.untitledColumn(index + 1) : column.title);

/** A new column at 1-based place n: the spec's default title for the first three, a numbered one after. */
const newColumn = (id: number, n: number): FooterColumn => ({
  id,
  title: FOOTER_DEFAULT_COLUMN_TITLES[n - 1] ?? T.untitledColumn(n),
  links: [],
  order: n,
  contentAlignment: 'left',
});

const nextColumnId = (columns: readonly FooterColumn[]): number =>
  columns.reduce((max, column) => (typeof column.id === 'number' ? Math.max(max, column.id) : max), 0) + 1;

export interface ColumnCountChange {
  readonly settings: FooterSettings;
  /** The columns it drops (the last ones) and how many links go with them: asked about first when any. */
  readonly removed: readonly FooterColumn[];
  readonly removedLinks: number;
}

/**
 * The footer with `count` columns: the last ones dropped, or new ones added at the end, so the
 * stored columns always match the count the storefront shows.
 */
export const withColumnCount = (settings: FooterSettings, count: number): ColumnCountChange => {
  const columns = sortedByOrder(settings.columns);
  const kept = renumber(columns.slice(0, count));
  const removed = columns.slice(count);
  for (let n = kept.length + 1; n <= count; n++) kept.push(newColumn(nextColumnId(kept), n));
  return {
    settings: { ...settings, columnCount: count, columns: kept },
    removed,
    removedLinks: removed.reduce((sum, column) => sum + column.links.length, 0),
  };
};

/** The footer without that column (the rest renumbered, the count following); null for the last column left. */
export const withoutColumn = (settings: FooterSettings, columnId: Id): FooterSettings | null => {
  if (settings.columns.length <= 1) return null;
  const columns = removeItem(settings.columns, columnId);
  return { ...settings, columns, columnCount: columns.length };
};

/** The column list with one column's links changed. */
const withLinks = (columns: readonly FooterColumn[], columnId: Id, change: (links: readonly FooterLink[]) => FooterLink[]): FooterColumn[] =>
  columns.map((column) => (sameId(column.id, columnId) ? { ...column, links: change(column.links) } : column));

/** The column holding a link. */
export const columnOfLink = (columns: readonly FooterColumn[], linkId: Id): FooterColumn | undefined =>
  columns.find((column) => indexOfItem(column.links, linkId) >= 0);

/** A link moved within its column to `toIndex` (0-based), the column renumbered 1..n. */
export const reorderLink = (columns: readonly FooterColumn[], linkId: Id, toIndex: number): FooterColumn[] => {
  const from = columnOfLink(columns, linkId);
  return from ? withLinks(columns, from.id, (links) => moveItem(links, linkId, toIndex)) : [...columns];
};

/** A link taken out of its column, the rest renumbered. */
export const removeLink = (columns: readonly FooterColumn[], linkId: Id): FooterColumn[] => {
  const from = columnOfLink(columns, linkId);
  return from ? withLinks(columns, from.id, (links) => removeItem(links, linkId)) : [...columns];
};

/**
 * A link moved to the end of another column with that column's next number; the column it left is
 * renumbered. Unchanged when the link or the column is unknown.
 */
export const moveLinkToColumn = (columns: readonly FooterColumn[], linkId: Id, toColumnId: Id): FooterColumn[] => {
  const from = columnOfLink(columns, linkId);
  const to = columns.find((column) => sameId(column.id, toColumnId));
  if (!from || !to || sameId(from.id, to.id)) return [...columns];
  const link = from.links[indexOfItem(from.links, linkId)] as FooterLink;
  const left = withLinks(columns, from.id, (links) => removeItem(links, linkId));
  return withLinks(left, to.id, (links) => [...sortedByOrder(links), { ...link, order: nextOrder(links) }]);
};

/** What saving the link dialog did: the new columns, or the toast and the fields to mark. */
export type LinkSaveResult =
  { readonly ok: true; readonly columns: FooterColumn[] } | { readonly ok: false; readonly message: string; readonly errors: FieldErrors };

const refused = (message: string): LinkSaveResult => ({ ok: false, message, errors: {} });

/**
 * Saves the link dialog. A new link goes to the end of its column with a temporary id; an edited one
 * keeps its id, and its number while it stays in its column, or moves to the end of the chosen one.
 * Refused with the spec's texts: title, link, then column; a full or vanished column with "Link
 * eklenirken bir hata oluştu"; an edited link that is gone with our "not found" text.
 */
export const saveLink = (columns: readonly FooterColumn[], draft: FooterLinkDraft, mode: 'add' | 'edit'): LinkSaveResult => {
  const allLinks = columns.flatMap((column) => column.links);
  const candidate = { ...draft, id: mode === 'add' ? temporaryId(allLinks) : draft.id, order: mode === 'add' ? 1 : draft.order };
  const check = firstIssue(footerLinkFormSchema, candidate);
  if (!check.ok) return { ok: false, message: check.message, errors: fieldErrors(footerLinkFormSchema, candidate) };
  const { columnId, ...link } = check.value;
  const target = columns.find((column) => sameId(column.id, columnId));
  if (!target) return refused(MESSAGES.errors.footerLinkSave);
  if (mode === 'add') {
    if (target.links.length >= FIELD_LIMITS.listItems) return refused(MESSAGES.errors.footerLinkSave);
    return { ok: true, columns: withLinks(columns, target.id, (links) => [...sortedByOrder(links), { ...link, order: nextOrder(links) }]) };
  }
  const from = columnOfLink(columns, link.id);
  if (!from) return refused(T.linkMissing);
  const current = from.links[indexOfItem(from.links, link.id)] as FooterLink;
  const edited = withLinks(columns, from.id, (links) =>
    links.map((l) => (sameId(l.id, link.id) ? { ...link, id: current.id, order: current.order } : l)),
  );
  if (sameId(from.id, target.id)) return { ok: true, columns: edited };
  if (target.links.length >= FIELD_LIMITS.listItems) return refused(MESSAGES.errors.footerLinkSave);
  return { ok: true, columns: moveLinkToColumn(edited, link.id, target.id) };
};
