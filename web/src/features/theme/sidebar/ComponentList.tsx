import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { restrictToVerticalAxis } from './restrict-vertical';
import type { AreaTab } from '@shop/shared';
import { useBuilderActor, useBuilderSend, useSelectedComponentId, useTabIds } from '../state';
import { BUILDER_TEXTS } from '../texts';
import { ComponentRow, ROW_HEIGHT_PX } from './ComponentRow';
import { turkishAnnouncements, turkishInstructions } from './dnd-announcements';
import { aroundIndex, renderedIndexes, rowWindow } from './virtual-window';

const OVERSCAN_ROWS = 6;
/** Rows kept mounted each side of the drop target while a row is moved. */
const DRAG_REACH_ROWS = 12;
/** Before the first measurement (and in jsdom, which has no layout) assume a tall sidebar. */
const UNMEASURED_HEIGHT_PX = 900;

/**
 * The area's components as a sortable, windowed list: only the rows in view (plus a margin) are
 * mounted, so the list costs the same at 50 and at 1,000 components.
 */
export function ComponentList({ tab }: { tab: AreaTab }) {
  const ids = useTabIds(tab);
  const send = useBuilderSend();
  const actor = useBuilderActor();
  const selectedId = useSelectedComponentId();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);

  const idsRef = useRef(ids);
  useLayoutEffect(() => {
    idsRef.current = ids;
  });

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Instant scrolling: a smooth scroll still running when the next arrow comes loses that step.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const accessibility = useMemo(
    () => ({
      announcements: turkishAnnouncements({
        ids: () => ids,
        nameOf: (id: string) => actor.getSnapshot().context.byId[id]?.name ?? '',
      }),
      screenReaderInstructions: turkishInstructions,
    }),
    [actor, ids],
  );

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A component selected from elsewhere (added, or picked in the preview) is scrolled into the list's
  // view. From the tracked scroll position and height: reading them from the element would force a layout.
  const viewRef = useRef({ scrollTop: 0, height: 0 });
  useLayoutEffect(() => {
    viewRef.current = { scrollTop, height: height || UNMEASURED_HEIGHT_PX };
  });
  useEffect(() => {
    const element = scroller.current;
    if (!element || !selectedId) return;
    const index = idsRef.current.indexOf(selectedId);
    if (index < 0) return;
    const top = index * ROW_HEIGHT_PX;
    const view = viewRef.current;
    if (top < view.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT_PX > view.scrollTop + view.height) element.scrollTop = top + ROW_HEIGHT_PX - view.height;
  }, [selectedId]);

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop), []);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      setActiveId(String(active.id));
      send({ type: 'panel.close' });
    },
    [send],
  );

  const onDragOver = useCallback(({ over }: DragOverEvent) => setOverId(over ? String(over.id) : null), []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setActiveId(null);
      setOverId(null);
      if (!over || over.id === active.id) return;
      const toIndex = idsRef.current.indexOf(String(over.id));
      if (toIndex >= 0) send({ type: 'component.reorder', id: String(active.id), toIndex });
    },
    [send],
  );

  const onDragCancel = useCallback(() => {
    setActiveId(null);
    setOverId(null);
  }, []);

  const window = rowWindow(scrollTop, height || UNMEASURED_HEIGHT_PX, ROW_HEIGHT_PX, ids.length, OVERSCAN_ROWS);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const overIndex = overId ? ids.indexOf(overId) : activeIndex;
  const indexes = renderedIndexes(window, activeIndex, overIndex >= 0 ? aroundIndex(overIndex, DRAG_REACH_ROWS, ids.length) : undefined);

  return (
    <div ref={scroller} className="builder-list-scroller" onScroll={onScroll}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[restrictToVerticalAxis]}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
          <ol className="builder-list" aria-label={BUILDER_TEXTS.componentList} style={{ height: ids.length * ROW_HEIGHT_PX }}>
            {indexes.map((index) => {
              const id = ids[index] as string;
              return <ComponentRow key={id} id={id} index={index} total={ids.length} />;
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}
