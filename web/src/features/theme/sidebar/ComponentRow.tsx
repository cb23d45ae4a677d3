import { memo, type CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { confirmDialog } from 'primereact/confirmdialog';
import { mayChangeComponentType, type ComponentType } from '@shop/shared';
import { useRowSelectors } from '../../../session/realtime/builder-presence';
import { colourFor } from '../../../session/realtime/presence-view';
import { REALTIME_TEXTS } from '../../../session/realtime/texts';
import { useComponentScope } from '../scope/scope-context';
import { SCOPE_TEXTS } from '../scope/texts';
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
 * One component of the area: the sortable shell (position, drag handle). It subscribes to its own
 * component and "selected" flag only; the list's changes (an insert, a move) re-render the shells in
 * view, which are cheap, while their contents re-render only when their own component changes.
 */
export const ComponentRow = memo(function ComponentRow({ id, index, total }: ComponentRowProps) {
  const component = useComponent(id);
  const selected = useIsSelected(id);
  const selectors = useRowSelectors(id);
  const scope = useComponentScope();
  // Outside the admin's scope (issue 31) a row is shown but cannot be moved, toggled or deleted.
  const locked = component !== undefined && !mayChangeComponentType(scope, component.componentType);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: locked });
  if (!component) return null;

  const style: CSSProperties = {
    top: index * ROW_HEIGHT_PX,
    height: ROW_HEIGHT_PX,
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : undefined,
    zIndex: isDragging ? 1 : undefined,
    // Another admin is on this row: a bar in their cursor colour.
    boxShadow: selectors === '' ? undefined : `inset 3px 0 0 ${colourFor(selectors.split(', ')[0] ?? '')}`,
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className="builder-row"
      data-selected={selected || undefined}
      data-inactive={!component.isActive || undefined}
      data-locked={locked || undefined}
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
        aria-label={locked ? `${component.name}: ${SCOPE_TEXTS.locked}` : BUILDER_TEXTS.dragHandleOf(component.name)}
        title={locked ? SCOPE_TEXTS.locked : undefined}
        disabled={locked}
      >
        <i className={locked ? 'pi pi-lock' : 'pi pi-bars'} aria-hidden="true" />
      </button>
      <RowBody
        id={id}
        name={component.name}
        type={component.componentType}
        isActive={component.isActive}
        selected={selected}
        selectors={selectors}
        locked={locked}
      />
    </li>
  );
});

interface RowBodyProps {
  readonly id: string;
  readonly name: string;
  readonly type: ComponentType;
  readonly isActive: boolean;
  readonly selected: boolean;
  /** Other admins who have this row selected, e.g. "Ayşe, Mehmet"; '' when none. */
  readonly selectors: string;
  /** Outside the admin's scope: the switch and delete are disabled, saying why. */
  readonly locked: boolean;
}

/**
 * Name, type, Aktif and delete: renders again only when one of its own values changes.
 *
 * The switch and the delete button are native buttons wearing PrimeReact's theme classes rather than
 * <InputSwitch>/<Button>: PrimeReact 10 rewrites its <style> elements each time one of its components
 * mounts (useStyle sets textContent), which restyles and lays out the whole document. Rows mount on
 * every scroll of the windowed list and on every insert, and that cost 15-20 ms each time.
 */
const RowBody = memo(function RowBody({ id, name, type, isActive, selected, selectors, locked }: RowBodyProps) {
  const send = useBuilderSend();
  const typeLabel = componentTypeLabel(type);

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
    <>
      <button
        type="button"
        className="builder-row-main"
        aria-label={
          selectors === ''
            ? BUILDER_TEXTS.rowLabel(name, typeLabel)
            : `${BUILDER_TEXTS.rowLabel(name, typeLabel)}, ${REALTIME_TEXTS.selectedBy(selectors)}`
        }
        aria-pressed={selected}
        title={locked ? SCOPE_TEXTS.locked : undefined}
        onClick={onSelect}
      >
        <span className="builder-row-name">{name}</span>
        {selectors === '' ? (
          <span className="builder-row-type">{typeLabel}</span>
        ) : (
          <span
            className="builder-row-presence"
            style={{ color: colourFor(selectors.split(', ')[0] ?? '') }}
            title={REALTIME_TEXTS.selectedBy(selectors)}
            data-testid="builder-row-presence"
          >
            <i className="pi pi-user-edit" aria-hidden="true" /> {REALTIME_TEXTS.selectedBy(selectors)}
          </span>
        )}
      </button>
      <span className="builder-row-active">
        <span className="builder-row-active-label" aria-hidden="true">
          {BUILDER_TEXTS.active}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={isActive}
          aria-label={BUILDER_TEXTS.activeOf(name)}
          className={isActive ? 'builder-switch p-inputswitch p-component p-highlight' : 'builder-switch p-inputswitch p-component'}
          disabled={locked}
          title={locked ? SCOPE_TEXTS.locked : undefined}
          onClick={() => send({ type: 'component.toggleActive', id })}
        >
          <span className="p-inputswitch-slider" aria-hidden="true" />
        </button>
      </span>
      <button
        type="button"
        className="builder-row-delete p-button p-component p-button-icon-only p-button-text p-button-rounded p-button-danger"
        aria-label={BUILDER_TEXTS.deleteOf(name)}
        disabled={locked}
        title={locked ? SCOPE_TEXTS.locked : undefined}
        onClick={onDelete}
      >
        <span className="p-button-icon pi pi-trash" aria-hidden="true" />
      </button>
    </>
  );
});
