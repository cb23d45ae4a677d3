import { memo, type CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { confirmDialog } from 'primereact/confirmdialog';
import { useBuilderSend, useComponent, useIsSelected } from '../state';
import { BUILDER_TEXTS } from '../texts';
import { componentTypeLabel } from './component-label';

export const ROW_HEIGHT_PX = 56;

interface ComponentRowProps {
  readonly id: string;
  readonly index: number;
  readonly total: number;
}

/**
 * One component of the area. It subscribes to its own component and its own "selected" flag only,
 * so an edit, toggle or selection elsewhere does not render it again.
 */
export const ComponentRow = memo(function ComponentRow({ id, index, total }: ComponentRowProps) {
  const component = useComponent(id);
  const selected = useIsSelected(id);
  const send = useBuilderSend();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  if (!component) return null;

  const style: CSSProperties = {
    top: index * ROW_HEIGHT_PX,
    height: ROW_HEIGHT_PX,
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : undefined,
    zIndex: isDragging ? 1 : undefined,
  };
  const name = component.name;
  const typeLabel = componentTypeLabel(component.componentType);

  const onSelect = () => send(selected ? { type: 'panel.toggle' } : { type: 'component.select', id });
  const onDelete = () =>
    confirmDialog({
      header: BUILDER_TEXTS.deleteHeader,
      message: BUILDER_TEXTS.deleteMessage(name),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: BUILDER_TEXTS.deleteAccept,
      rejectLabel: BUILDER_TEXTS.deleteReject,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => send({ type: 'component.remove', id }),
    });

  return (
    <li
      ref={setNodeRef}
      style={style}
      className="builder-row"
      data-selected={selected || undefined}
      data-inactive={!component.isActive || undefined}
      aria-posinset={index + 1}
      aria-setsize={total}
      data-component-id={id}
      data-testid="builder-row"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="builder-row-handle"
        {...attributes}
        {...listeners}
        aria-label={BUILDER_TEXTS.dragHandleOf(name)}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="builder-row-main"
        aria-label={BUILDER_TEXTS.rowLabel(name, typeLabel)}
        aria-pressed={selected}
        onClick={onSelect}
      >
        <span className="builder-row-name">{name}</span>
        <span className="builder-row-type">{typeLabel}</span>
      </button>
      <span className="builder-row-active">
        <span className="builder-row-active-label" aria-hidden="true">
          {BUILDER_TEXTS.active}
        </span>
        <InputSwitch
          checked={component.isActive}
          onChange={() => send({ type: 'component.toggleActive', id })}
          aria-label={BUILDER_TEXTS.activeOf(name)}
        />
      </span>
      <Button
        icon="pi pi-trash"
        text
        rounded
        severity="danger"
        className="builder-row-delete"
        aria-label={BUILDER_TEXTS.deleteOf(name)}
        onClick={onDelete}
      />
    </li>
  );
});
