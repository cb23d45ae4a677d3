import type { Id } from '@shop/shared';

/** An entry of an ordered editor list (banners, announcements, gallery and FAQ items ...): numbered 1..n. */
export interface OrderedItem {
  readonly id: Id;
  readonly order: number;
}

/** The list sorted by its numbers: stored lists may arrive in any array order. */
export const sortedByOrder = <T extends OrderedItem>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

/** Numbers the items 1..n in their array order, keeping the objects whose number is already right. */
export const renumber = <T extends OrderedItem>(items: readonly T[]): T[] =>
  items.map((item, index) => (item.order === index + 1 ? item : { ...item, order: index + 1 }));

const sameId = (a: Id, b: Id) => String(a) === String(b);

export const indexOfItem = (items: readonly OrderedItem[], id: Id): number => items.findIndex((item) => sameId(item.id, id));

/** The item moved to `toIndex` (0-based, in order) and every item renumbered; unchanged when the id is unknown. */
export const moveItem = <T extends OrderedItem>(items: readonly T[], id: Id, toIndex: number): T[] => {
  const list = sortedByOrder(items);
  const from = indexOfItem(list, id);
  if (from < 0) return list;
  const [moved] = list.splice(from, 1) as [T];
  list.splice(Math.max(0, Math.min(toIndex, list.length)), 0, moved);
  return renumber(list);
};

/** The list without that item, the rest renumbered. */
export const removeItem = <T extends OrderedItem>(items: readonly T[], id: Id): T[] =>
  renumber(sortedByOrder(items).filter((item) => !sameId(item.id, id)));

/** A new item gets the next number after the highest one. */
export const nextOrder = (items: readonly OrderedItem[]): number => items.reduce((max, item) => Math.max(max, item.order), 0) + 1;

/** New items get a temporary negative id (as the spec's banners do) that no stored item has. */
export const temporaryId = (items: readonly OrderedItem[], random: () => number = Math.random): number => {
  for (;;) {
    const id = -Math.floor(random() * 1_000_000_000) - 1;
    if (indexOfItem(items, id) < 0) return id;
  }
};

/** Adds items at the end with the next numbers. */
export const appendItems = <T extends OrderedItem>(items: readonly T[], added: readonly T[]): T[] => {
  const start = nextOrder(items);
  return [...sortedByOrder(items), ...added.map((item, i) => ({ ...item, order: start + i }))];
};

/** Replaces the item with the same id, keeping its id and number; null when it is no longer in the list. */
export const replaceItem = <T extends OrderedItem>(items: readonly T[], edited: T): T[] | null => {
  const index = indexOfItem(items, edited.id);
  if (index < 0) return null;
  const current = items[index] as T;
  return items.map((item, i) => (i === index ? { ...edited, id: current.id, order: current.order } : item));
};

/** A list title cut to `max` characters with an ellipsis (FAQ titles: 8), or the fallback when empty. */
export const truncateTitle = (text: string, max: number, fallback: string): string => {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  const chars = Array.from(trimmed);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : trimmed;
};
