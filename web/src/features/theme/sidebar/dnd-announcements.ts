import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { BUILDER_TEXTS } from '../texts';

/** What a list's announcements say (the component list's name components; an editor list, items). */
export interface DndTexts {
  readonly instructions: string;
  start(name: string, position: number, total: number): string;
  over(name: string, position: number, total: number): string;
  end(name: string, position: number, total: number): string;
  cancel(name: string, position: number): string;
}

/** What the announcements need to know about the list at the moment they speak. */
export interface ListLookup {
  readonly ids: () => readonly string[];
  readonly nameOf: (id: string) => string;
}

const position = (ids: readonly string[], id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;

/**
 * Every step of a drag or keyboard move, spoken in Turkish with the 1-based position in the area.
 * dnd-kit reports the picked-up row as "over" itself right after the pick-up; that is no move, and
 * saying it would replace the pick-up announcement before a screen reader has read it.
 */
export const turkishAnnouncements = ({ ids, nameOf }: ListLookup, texts: DndTexts = BUILDER_TEXTS.dnd): Announcements => {
  let lastOver: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      const list = ids();
      return texts.start(nameOf(String(active.id)), position(list, active.id), list.length);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      const list = ids();
      return texts.over(nameOf(String(active.id)), position(list, over.id), list.length);
    },
    onDragEnd: ({ active, over }) => {
      const list = ids();
      return texts.end(nameOf(String(active.id)), position(list, over?.id ?? active.id), list.length);
    },
    onDragCancel: ({ active }) => texts.cancel(nameOf(String(active.id)), position(ids(), active.id)),
  };
};

export const turkishInstructions: ScreenReaderInstructions = { draggable: BUILDER_TEXTS.dnd.instructions };

export const instructionsOf = (texts: DndTexts): ScreenReaderInstructions => ({ draggable: texts.instructions });
