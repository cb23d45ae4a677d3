import './items.css';
import { useMemo, type CSSProperties } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Id } from '@shop/shared';
import { instructionsOf, turkishAnnouncements } from '../../sidebar/dnd-announcements';
import { restrictToVerticalAxis } from '../../sidebar/restrict-vertical';
import { EDITOR_TEXTS as T } from '../texts';
import { ItemActions } from './ItemActions';
import type { OrderedItem } from './item-order';

export interface SortableItemListProps<I extends OrderedItem> {
  /** In order. */
  readonly items: readonly I[];
  readonly label: string;
  readonly titleOf: (item: I) => string;
  readonly imageOf?: ((item: I) => string | undefined) | undefined;
  readonly maxHeightPx?: number | undefined;
  readonly onMove: (id: Id, toIndex: number) => void;
  readonly onEdit: (item: I) => void;
  readonly onRemove: (item: I) => void;
}

/**
 * Every ordered list of the editors: drag by the handle, or from the keyboard (Space picks up,
 * arrows move, Space or Enter drops, Escape cancels), each step announced in Turkish.
 */
export function SortableItemList<I extends OrderedItem>({
  items,
  label,
  titleOf,
  imageOf,
  maxHeightPx,
  onMove,
  onEdit,
  onRemove,
}: SortableItemListProps<I>) {
  const ids = useMemo(() => items.map((item) => String(item.id)), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const accessibility = useMemo(() => {
    const byId = new Map(items.map((item) => [String(item.id), item]));
    return {
      announcements: turkishAnnouncements({ ids: () => ids, nameOf: (id) => titleOf(byId.get(id) as I) }, T.items.dnd),
      screenReaderInstructions: instructionsOf(T.items.dnd),
    };
  }, [ids, items, titleOf]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const toIndex = ids.indexOf(String(over.id));
    const moved = items[ids.indexOf(String(active.id))];
    if (toIndex >= 0 && moved) onMove(moved.id, toIndex);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="kit-items" aria-label={label} style={maxHeightPx === undefined ? undefined : { maxHeight: maxHeightPx }}>
          {items.map((item) => (
            <SortableItemRow key={String(item.id)} item={item} title={titleOf(item)} image={imageOf?.(item)} onEdit={onEdit} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps<I extends OrderedItem> {
  readonly item: I;
  readonly title: string;
  readonly image: string | undefined;
  readonly onEdit: (item: I) => void;
  readonly onRemove: (item: I) => void;
}

function SortableItemRow<I extends OrderedItem>({ item, title, image, onEdit, onRemove }: RowProps<I>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: String(item.id),
    attributes: { roleDescription: T.items.roleDescription },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    // The spec: a dragged item's opacity is lowered.
    opacity: isDragging ? 0.4 : undefined,
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <li ref={setNodeRef} style={style} className="kit-item" data-testid="kit-item">
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="kit-item-handle"
        {...attributes}
        {...listeners}
        aria-label={T.items.moveHandle(title)}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <span className="kit-item-order" aria-hidden="true">
        {item.order}
      </span>
      {image !== undefined && <img className="kit-item-thumb" src={image} alt="" width={32} height={32} loading="lazy" />}
      <span className="kit-item-title">{title}</span>
      <ItemActions title={title} onEdit={() => onEdit(item)} onRemove={() => onRemove(item)} />
    </li>
  );
}
