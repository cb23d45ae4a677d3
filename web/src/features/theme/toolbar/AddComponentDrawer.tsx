import { Sidebar } from 'primereact/sidebar';
import { COMPONENT_TYPES, THEME_TAB_LABELS, type AreaTab, type ComponentType } from '@shop/shared';
import { EDITOR_TYPES } from '../editors/editor-types';
import { componentTypeLabel } from '../sidebar/component-label';
import { BUILDER_TEXTS } from '../texts';

interface AddComponentDrawerProps {
  readonly visible: boolean;
  readonly area: AreaTab;
  readonly onHide: () => void;
  readonly onPick: (type: ComponentType) => void;
  /** The types this admin may add (the scoped mode lists fewer); every type by default. */
  readonly types?: readonly ComponentType[];
}

/** Every component type with its label; picking one adds it to the active area (the caller closes the drawer). */
export function AddComponentDrawer({ visible, area, onHide, onPick, types = COMPONENT_TYPES }: AddComponentDrawerProps) {
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position="left"
      className="builder-add-drawer"
      header={<h2 className="builder-drawer-title">{BUILDER_TEXTS.addDrawerTitle}</h2>}
      closeIcon="pi pi-times"
      aria-label={BUILDER_TEXTS.addDrawerTitle}
    >
      <p className="builder-muted">
        {BUILDER_TEXTS.addDrawerArea(THEME_TAB_LABELS[area])}. {BUILDER_TEXTS.addDrawerHint}
      </p>
      <ul className="builder-type-list">
        {types.map((type) => (
          <li key={type}>
            <button type="button" className="builder-type" onClick={() => onPick(type)}>
              <i className={EDITOR_TYPES[type].icon} aria-hidden="true" />
              <span className="builder-type-label">{componentTypeLabel(type)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Sidebar>
  );
}
