import type { ComponentData, ComponentType } from '@shop/shared';
import type { OrderedItem } from '../items/item-order';
import type { ComponentType as ReactComponentType } from 'react';
import type {
  CustomFieldControl,
  CustomFieldProps,
  EditorConfig,
  FieldConfig,
  FreeKeysOf,
  ItemListConfig,
  ItemSlotConfig,
  KeysOf,
  Link,
  Media,
  MediaKind,
  Option,
  SectionConfig,
  SlotItem,
  TextStyleValue,
} from './field-config';

type Of<D, K extends FieldConfig<D>['kind']> = Extract<FieldConfig<D>, { kind: K }>;
/** What a builder takes besides kind, key and label: the kind's own settings and the common ones. */
type Extras<D, K extends FieldConfig<D>['kind'], Required extends string = never> = Pick<Of<D, K>, Required & keyof Of<D, K>> &
  Partial<Omit<Of<D, K>, 'kind' | 'key' | 'label' | Required>>;

type ItemOf<L> = L extends readonly (infer I)[] ? I : never;

/**
 * The field kinds for one editor's data type D. Each builder accepts only keys whose value the kind
 * can edit (a switch only a boolean, a media slot only a media object), so a fields file that points
 * a control at the wrong setting does not compile.
 */
export const fieldsFor = <D>() => ({
  text: (key: FreeKeysOf<D, string>, label: string, extra: Extras<D, 'text'> = {}): FieldConfig<D> => ({ ...extra, kind: 'text', key, label }),
  textarea: (key: FreeKeysOf<D, string>, label: string, extra: Extras<D, 'textarea'> = {}): FieldConfig<D> => ({
    rows: 3,
    ...extra,
    kind: 'textarea',
    key,
    label,
  }),
  number: (key: FreeKeysOf<D, number>, label: string, extra: Extras<D, 'number', 'min' | 'max'>): FieldConfig<D> => ({
    step: 1,
    ...extra,
    kind: 'number',
    key,
    label,
  }),
  select: <K extends KeysOf<D, string | number>>(
    key: K,
    label: string,
    options: readonly Option<D[K] & (string | number)>[],
    extra: Extras<D, 'select'> = {},
  ): FieldConfig<D> => ({ segmented: false, ...extra, kind: 'select', key, label, options }),
  switch: (key: KeysOf<D, boolean>, label: string, extra: Extras<D, 'switch'> = {}): FieldConfig<D> => ({ ...extra, kind: 'switch', key, label }),
  color: (key: FreeKeysOf<D, string>, label: string, extra: Extras<D, 'color'> = {}): FieldConfig<D> => ({
    alpha: true,
    ...extra,
    kind: 'color',
    key,
    label,
  }),
  media: (key: KeysOf<D, Media | null | undefined>, label: string, accept: readonly MediaKind[], extra: Extras<D, 'media'> = {}): FieldConfig<D> => ({
    ...extra,
    kind: 'media',
    key,
    label,
    accept,
  }),
  link: (key: KeysOf<D, Link | null | undefined>, label: string, extra: Extras<D, 'link'> = {}): FieldConfig<D> => ({
    ...extra,
    kind: 'link',
    key,
    label,
  }),
  icon: (key: FreeKeysOf<D, string>, label: string, extra: Extras<D, 'icon'> = {}): FieldConfig<D> => ({ ...extra, kind: 'icon', key, label }),
  textStyle: (key: KeysOf<D, TextStyleValue>, label: string, extra: Extras<D, 'textStyle', 'weights' | 'sizes'>): FieldConfig<D> => ({
    transforms: false,
    ...extra,
    kind: 'textStyle',
    key,
    label,
  }),
  margins: (
    top: KeysOf<D, number>,
    bottom: KeysOf<D, number>,
    label: string,
    scale: { choices: readonly number[] } | { range: { min: number; max: number; step: number } },
  ): FieldConfig<D> => ({ ...scale, kind: 'margins', top, bottom, label }),
  items: <K extends KeysOf<D, readonly OrderedItem[]>>(key: K, label: string, list: ItemListConfig<ItemOf<D[K]> & OrderedItem>): FieldConfig<D> => ({
    kind: 'items',
    key,
    label,
    list: list as unknown as ItemListConfig<OrderedItem>,
  }),
  slot: <K extends KeysOf<D, SlotItem | null>>(key: K, label: string, slot: ItemSlotConfig<NonNullable<D[K]> & SlotItem>): FieldConfig<D> => ({
    kind: 'slot',
    key,
    label,
    slot: slot as unknown as ItemSlotConfig<SlotItem>,
  }),
  /** The editor's own control over the whole data (see CustomFieldProps); `key` names where its errors are read. */
  custom: (key: keyof D & string, label: string, control: ReactComponentType<CustomFieldProps<D>>): FieldConfig<D> => ({
    kind: 'custom',
    key,
    label,
    control: control as CustomFieldControl,
  }),
});

export const section = <D>(title: string, fields: readonly FieldConfig<D>[]): SectionConfig<D> => ({ title, fields });

export const defineEditor = <T extends ComponentType>(type: T, sections: readonly SectionConfig<ComponentData<T>>[]): EditorConfig<T> => ({
  type,
  sections,
});

/** Options from a spec list, labelled by a map (every value must have its Turkish label). */
export const optionsOf = <const V extends string | number>(values: readonly V[], labels: Record<V, string>): Option<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Options whose labels are the values themselves (sizes, ratios), with a unit and an optional recommended mark. */
export const plainOptions = <const V extends string | number>(values: readonly V[], unit = '', recommended?: V, recommendedMark = ''): Option<V>[] =>
  values.map((value) => ({ value, label: `${String(value)}${unit}${value === recommended ? recommendedMark : ''}` }));
