import { Sidebar } from 'primereact/sidebar';
import { Tag } from 'primereact/tag';
import { COMPONENT_TYPES, THEME_TAB_LABELS, type AreaTab, type ComponentType } from '@shop/shared';
import { componentTypeLabel } from '../sidebar/component-label';
import { BUILDER_TEXTS } from '../texts';

/**
 * POPUP is not added here: the top area keeps a single popup, made and edited in its own editor
 * (theme settings menu > Açılır Pencere), which a later issue brings.
 */
export const COMING_SOON_TYPES: readonly ComponentType[] = ['POPUP'];

const TYPE_ICONS: Record<ComponentType, string> = {
  BANNER: 'pi pi-images',
  PRODUCT_LIST: 'pi pi-shopping-bag',
  HEADER: 'pi pi-window-maximize',
  FOOTER: 'pi pi-window-minimize',
  MARQUEE: 'pi pi-megaphone',
  BANNER_COMPONENT: 'pi pi-flag',
  GALLERY: 'pi pi-th-large',
  VIDEO: 'pi pi-video',
  FAQ: 'pi pi-question-circle',
  NEWSLETTER: 'pi pi-envelope',
  POPUP: 'pi pi-clone',
};

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
        {types.map((type) => {
          const soon = COMING_SOON_TYPES.includes(type);
          return (
            <li key={type}>
              <button type="button" className="builder-type" disabled={soon} onClick={() => onPick(type)}>
                <i className={TYPE_ICONS[type]} aria-hidden="true" />
                <span className="builder-type-label">{componentTypeLabel(type)}</span>
                {soon && <Tag value={BUILDER_TEXTS.comingSoon} severity="secondary" rounded />}
              </button>
            </li>
          );
        })}
      </ul>
    </Sidebar>
  );
}
