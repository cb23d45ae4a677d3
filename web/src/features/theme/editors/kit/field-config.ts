import type { ComponentType as ReactComponentType, ReactNode } from 'react';
import type * as z from 'zod';
import type { ComponentData, ComponentType, HslColor, Id, Link, Media } from '@shop/shared';
import type { OrderedItem } from '../items/item-order';
import type { FieldSink } from './field-sink';

/** Keys of D whose values are V (a field of a kind can only point at a value it can edit). */
export type KeysOf<D, V> = { [K in keyof D]-?: D[K] extends V ? K : never }[keyof D] & string;

/** Keys whose value is any V, not one of a fixed list: free text or a free number (a text box must not write outside a list). */
export type FreeKeysOf<D, V> = { [K in keyof D]-?: D[K] extends V ? (V extends D[K] ? K : never) : never }[keyof D] & string;

export interface Option<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
}

export type MediaKind = Media['type'];

export interface TextStyleValue {
  /** Absent where the element has no size setting (a banner's title and description). */
  readonly fontSize?: number;
  readonly fontFamily: string;
  readonly fontWeight: number;
  readonly color: string;
  readonly textTransform?: string;
}

interface Common<D> {
  readonly label: string;
  /** A line under the control (a unit, a recommendation, a caveat). */
  readonly help?: string;
  /** A line that depends on the data (a caveat about the current settings). */
  note?(data: D): string | undefined;
  /** Shown only while this holds for the data being edited. */
  visible?(data: D): boolean;
  /** Layout in a two-column section: across both columns, or the first column of a new row (a button's text beside its look). */
  readonly wide?: boolean;
  readonly rowStart?: boolean;
  /** Named for screen readers only, where the section's title above already says it. */
  readonly hideLabel?: boolean;
  /** The label beside the control instead of above it (a list of colours). */
  readonly labelBeside?: boolean;
  /** Where the value is not the setting at the key as stored: read from the whole data (a theme's type). */
  read?(data: D): unknown;
  /**
   * The whole data a new value makes, where it is more than the setting at the key (a ready theme
   * rewrites the colours, a colour the shadows): the field writes through it, a drag still one undo step.
   */
  write?(data: D, value: never): object;
}

/** How a row of segmented buttons is laid out: joined (the default), stretched over the width, or a grid of tiles. */
export type SegmentedLayout = 'strip' | 'fill' | { readonly tiles: number };

/**
 * One field of an editor, as data. The builders in `field-builders.ts` make these with the key's
 * value type checked against the kind; the renderer reads them with plain string keys.
 */
export type FieldConfig<D> = Common<D> &
  /** `required`: announced as required (the schema still says what is missing). */
  (
    | { readonly kind: 'text'; readonly key: string; readonly placeholder?: string; readonly required?: boolean }
    | { readonly kind: 'textarea'; readonly key: string; readonly rows: number }
    | { readonly kind: 'number'; readonly key: string; readonly min: number; readonly max: number; readonly step: number; readonly suffix?: string }
    | {
        readonly kind: 'select';
        readonly key: string;
        readonly options: readonly Option[];
        readonly segmented: boolean;
        readonly layout?: SegmentedLayout;
        /** How an option is drawn where its label alone is not enough (a swatch, a sample); the label stays its accessible name. */
        optionView?(option: Option): ReactNode;
        /** Options made from the whole editor's data instead (a column element's account, from the header's accounts). */
        optionsFrom?(root: EditorRoot): readonly Option[];
        /** Other settings the choice presets with it (a social account's type presets its brand button variant). */
        also?(value: string | number): Readonly<Record<string, unknown>>;
      }
    | {
        readonly kind: 'switch';
        readonly key: string;
        /** Other settings the switch sets with it (the banner overlay: off clears its colour, on sets the default). */
        also?(checked: boolean): Readonly<Record<string, unknown>>;
      }
    | { readonly kind: 'slider'; readonly key: string; readonly min: number; readonly max: number; readonly step: number; readonly suffix?: string }
    /** A whole number typed as text: empty or anything else than digits is stored as null (the banner's autoplay speed). */
    | { readonly kind: 'wholeNumber'; readonly key: string; readonly placeholder?: string }
    | {
        readonly kind: 'dateTime';
        readonly key: string;
        /** The key of the date this one may not be before (an end date after its start). */
        readonly minFrom?: string;
      }
    /**
     * A number that may be left empty (null), typed without spinners and with no upper bound (a
     * discount, a coupon's minutes); `locale` and `maxFractionDigits` for decimals ("12,5").
     */
    | {
        readonly kind: 'decimal';
        readonly key: string;
        readonly min: number;
        readonly step?: number;
        readonly maxFractionDigits?: number;
        readonly locale?: string;
        readonly grouping: boolean;
      }
    | { readonly kind: 'color'; readonly key: string; readonly alpha: boolean }
    /** A colour stored as whole-number HSL (the theme's colours), with sliders for hue, saturation and lightness when asked. */
    | { readonly kind: 'hslColor'; readonly key: string; readonly sliders: boolean }
    | { readonly kind: 'media'; readonly key: string; readonly accept: readonly MediaKind[] }
    | { readonly kind: 'link'; readonly key: string }
    | { readonly kind: 'icon'; readonly key: string }
    | {
        readonly kind: 'textStyle';
        readonly key: string;
        readonly weights: readonly number[];
        /** Absent: the element has no size setting. */
        readonly sizes?: { readonly min: number; readonly max: number };
        readonly transforms: boolean;
      }
    | {
        readonly kind: 'margins';
        readonly top: string;
        readonly bottom: string;
        /** A fixed list of choices, or a range with a step. */
        readonly choices?: readonly number[];
        readonly range?: { readonly min: number; readonly max: number; readonly step: number };
      }
    | { readonly kind: 'items'; readonly key: string; readonly list: ItemListConfig<OrderedItem>; readonly stored?: StoredForm<unknown, OrderedItem> }
    | { readonly kind: 'slot'; readonly key: string; readonly slot: ItemSlotConfig<SlotItem> }
    | {
        readonly kind: 'custom';
        readonly key: string;
        readonly control: CustomFieldControl;
        /** The paths the control reads from the data: the row re-renders only when one of them changes. */
        readonly reads: readonly string[];
      }
  );

export interface SectionConfig<D> {
  readonly title: string;
  readonly fields: readonly FieldConfig<D>[];
  /** Two columns in a wide dialog (the popup editor); one by default. */
  readonly columns?: 1 | 2;
  /** A framed group (the default) or a plain heading over the fields (the look drawer's narrow column). */
  readonly look?: 'framed' | 'plain';
  /** Shown only while this holds (a header column beyond the chosen column count). */
  visible?(data: D): boolean;
}

/** An editor: its component type and its sections, in order. */
export interface EditorConfig<T extends ComponentType> {
  readonly type: T;
  readonly sections: readonly SectionConfig<ComponentData<T>>[];
}

/** What the add/edit dialog of a list item or a slot needs: its fields and the item's own schema. */
interface ItemFormConfig<I> {
  readonly fields: readonly FieldConfig<I>[];
  /** Checks a draft; its first issue's message is the toast (the spec's texts live in the schemas). */
  readonly schema: z.ZodType<I>;
  /** What "add" starts from: no id or order, and no value where the admin must choose one (an image). */
  emptyDraft(): Partial<Omit<I, 'id' | 'order'>>;
  readonly dialogTitle: { readonly add: string; readonly edit: string };
  /** The toast severity of a refused draft (the spec marks some as warnings). */
  readonly invalidSeverity: 'warn' | 'error';
}

/** An ordered list of items edited in a dialog (announcements, gallery and FAQ items ...). */
export interface ItemListConfig<I extends OrderedItem> extends ItemFormConfig<I> {
  readonly messages: {
    /** Adding failed: the list refused the item (it is full). */
    readonly saveFailed: string;
    /** The item being edited is gone (removed or undone meanwhile). */
    readonly missing: string;
    /** Said after an add, where the spec has a text for it. */
    readonly added?: string;
  };
  itemTitle(item: I): string;
  /** A thumbnail for lists of images. */
  itemImage?(item: I): string | undefined;
  readonly addLabel: string;
  readonly emptyText: string;
  /** The list's height before it scrolls (the spec: gallery 300 px, FAQ 200 px). */
  readonly maxHeightPx?: number;
  /** The question asked before deleting, where the spec says to ask; without it an item goes at once (undo brings it back). */
  removeConfirm?(item: I): string;
  /** Adds many at once from the media library (the gallery's bulk add). */
  readonly bulkAdd?: BulkAddConfig<I>;
  /**
   * A rule over the whole list (an element already in its column): a warning toast, the field at
   * `path` marked and the dialog left open.
   */
  conflict?(items: readonly I[], item: I): { readonly path: string; readonly message: string } | undefined;
  /** Adds many at once from a picker of the editor's own (the header's menu from categories). */
  readonly addFrom?: AddFromConfig<I>;
}

/** What a list's own picker gets: it hands back the items to append (the list numbers them). */
export interface AddFromProps<I> {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** `count`: what the success message counts when it is not the items (categories, for the category menu). */
  readonly onAdd: (items: readonly Omit<I, 'id' | 'order'>[], count?: number) => void;
}

export interface AddFromConfig<I> {
  readonly label: string;
  /** A PrimeIcons class. */
  readonly icon: string;
  readonly Picker: ReactComponentType<AddFromProps<I>>;
  added(count: number): string;
  readonly failed: string;
}

export interface BulkAddConfig<I> {
  readonly label: string;
  readonly max: number;
  readonly accept: readonly MediaKind[];
  /** Checks the picked media (at least one, at most max). */
  readonly selectionSchema: z.ZodType<Media[]>;
  toItem(media: Media): Omit<I, 'id' | 'order'>;
  added(count: number): string;
  readonly failed: string;
}

/**
 * How a list's stored items map to the items the list edits, where they differ (banners are numbered
 * by `queue` and keep their link as JSON text; the list and its dialog work on `order` and a link object).
 */
export interface StoredForm<S, I> {
  toItem(stored: S): I;
  toStored(item: I): S;
}

/** One optional item (the video component's single video): add, edit or remove. */
export interface SlotItem {
  readonly id: Id;
}

export interface ItemSlotConfig<I extends SlotItem> extends ItemFormConfig<I> {
  describe(item: I): string;
  readonly addLabel: string;
  readonly emptyText: string;
  readonly removeConfirmText: string;
  /** The toast's heading when an add is refused (the spec: "Video eklenirken bir hata oluştu"); the reason is its detail. */
  readonly addFailed?: string;
  /** Said after the item is added (the spec: "Video başarıyla eklendi") and after it is removed. */
  readonly added: string;
  readonly removed: string;
}

/** Props of a control for one field kind: the value, a setter and what to tell assistive technology. */
export interface FieldControlProps<V> {
  readonly id: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly invalid: boolean;
  readonly describedBy?: string | undefined;
}

export type FieldControl<V> = ReactComponentType<FieldControlProps<V>>;

/**
 * Props of an editor's own control, for a setting no field kind covers (the footer's columns with
 * their links): the whole data, as settings kept in step (a column count and the columns) are
 * written together; `sink.update('', change)` replaces the data as one undo step.
 */
export interface CustomFieldProps<D> {
  readonly id: string;
  readonly label: string;
  readonly data: D;
  /** What the schema says at the field's key or below it. */
  readonly error: string | undefined;
  readonly sink: FieldSink;
  /** The kit's field renderer, for the control's own dialogs. */
  readonly fieldsView: FieldListView;
}

// Any editor's control: the builder checked it against its editor's data type.
export type CustomFieldControl = ReactComponentType<CustomFieldProps<never>>;

/** What renders the fields of a config over one data object (the item dialogs get it from the kit, which renders lists). */
export interface FieldListProps {
  readonly fields: readonly FieldConfig<never>[];
  readonly data: Record<string, unknown>;
  readonly errors: Readonly<Record<string, string>>;
  readonly idPrefix: string;
  readonly sink: FieldSink;
}
export type FieldListView = ReactComponentType<FieldListProps>;

/** The data of the component an editor edits, as the fields that look beyond their own item read it. */
export type EditorRoot = Readonly<Record<string, unknown>>;

export type { HslColor, Link, Media };
