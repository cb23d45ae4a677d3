import type { ComponentData, ComponentType } from '@shop/shared';
import type { OrderedItem } from '../items/item-order';
import type { ComponentType as ReactComponentType } from 'react';
import type {
  HslColor,
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
  StoredForm,
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
 * a control at the wrong setting does not compile. For settings nested in the component's data (the
 * banner carousel's `settings`), D is the nested object, Root the component's data and `prefix` the
 * path to it ('settings.').
 */
export const fieldsFor = <D, Root = D>(prefix = '') => {
  const at = (key: string) => `${prefix}${key}`;
  /** A choice's presets name settings beside it, so they live under the same prefix. */
  const alsoAt =
    <V>(also: (value: V) => Readonly<Record<string, unknown>>) =>
    (value: V) =>
      Object.fromEntries(Object.entries(also(value)).map(([key, preset]) => [at(key), preset]));
  return {
    text: (key: FreeKeysOf<D, string>, label: string, extra: Extras<Root, 'text'> = {}): FieldConfig<Root> => ({
      ...extra,
      kind: 'text',
      key: at(key),
      label,
    }),
    textarea: (key: FreeKeysOf<D, string>, label: string, extra: Extras<Root, 'textarea'> = {}): FieldConfig<Root> => ({
      rows: 3,
      ...extra,
      kind: 'textarea',
      key: at(key),
      label,
    }),
    number: (key: FreeKeysOf<D, number>, label: string, extra: Extras<Root, 'number', 'min' | 'max'>): FieldConfig<Root> => ({
      step: 1,
      ...extra,
      kind: 'number',
      key: at(key),
      label,
    }),
    /** A number on a slider (the banner overlay's opacity). */
    slider: (key: FreeKeysOf<D, number>, label: string, extra: Extras<Root, 'slider', 'min' | 'max'>): FieldConfig<Root> => ({
      step: 1,
      ...extra,
      kind: 'slider',
      key: at(key),
      label,
    }),
    /** A whole number or nothing, typed as text. */
    wholeNumber: (key: KeysOf<D, number | null>, label: string, extra: Extras<Root, 'wholeNumber'> = {}): FieldConfig<Root> => ({
      ...extra,
      kind: 'wholeNumber',
      key: at(key),
      label,
    }),
    /** `minFrom`: the date this one may not precede (an end date's start). */
    dateTime: (
      key: KeysOf<D, string | null | undefined>,
      label: string,
      { minFrom, ...extra }: Omit<Extras<Root, 'dateTime'>, 'minFrom'> & { minFrom?: KeysOf<D, string | null | undefined> } = {},
    ): FieldConfig<Root> => ({
      ...extra,
      ...(minFrom !== undefined && { minFrom: at(minFrom) }),
      kind: 'dateTime',
      key: at(key),
      label,
    }),
    /** A number or nothing (null when emptied), no spinners and no upper bound. */
    decimal: (key: KeysOf<D, number | null>, label: string, extra: Extras<Root, 'decimal', 'min'>): FieldConfig<Root> => ({
      grouping: true,
      ...extra,
      kind: 'decimal',
      key: at(key),
      label,
    }),
    /** Optional keys too (a column element's account, set only for social elements). */
    select: <K extends KeysOf<D, string | number | undefined>>(
      key: K,
      label: string,
      options: readonly Option<D[K] & (string | number)>[],
      extra: Extras<Root, 'select'> = {},
    ): FieldConfig<Root> => ({
      segmented: false,
      ...extra,
      ...(extra.also ? { also: alsoAt(extra.also) } : {}),
      kind: 'select',
      key: at(key),
      label,
      options,
    }),
    switch: (key: KeysOf<D, boolean>, label: string, extra: Extras<Root, 'switch'> = {}): FieldConfig<Root> => ({
      ...extra,
      ...(extra.also ? { also: alsoAt(extra.also) } : {}),
      kind: 'switch',
      key: at(key),
      label,
    }),
    color: (key: FreeKeysOf<D, string>, label: string, extra: Extras<Root, 'color'> = {}): FieldConfig<Root> => ({
      alpha: true,
      ...extra,
      kind: 'color',
      key: at(key),
      label,
    }),
    hslColor: (key: KeysOf<D, HslColor>, label: string, extra: Extras<Root, 'hslColor'> = {}): FieldConfig<Root> => ({
      sliders: false,
      ...extra,
      kind: 'hslColor',
      key: at(key),
      label,
    }),
    media: (
      key: KeysOf<D, Media | null | undefined>,
      label: string,
      accept: readonly MediaKind[],
      extra: Extras<Root, 'media'> = {},
    ): FieldConfig<Root> => ({
      ...extra,
      kind: 'media',
      key: at(key),
      label,
      accept,
    }),
    link: (key: KeysOf<D, Link | null | undefined>, label: string, extra: Extras<Root, 'link'> = {}): FieldConfig<Root> => ({
      ...extra,
      kind: 'link',
      key: at(key),
      label,
    }),
    /** An icon key, or none yet (a menu item's icon is optional). */
    icon: (key: FreeKeysOf<D, string> | FreeKeysOf<D, string | null>, label: string, extra: Extras<Root, 'icon'> = {}): FieldConfig<Root> => ({
      ...extra,
      kind: 'icon',
      key: at(key),
      label,
    }),
    textStyle: (key: KeysOf<D, TextStyleValue>, label: string, extra: Extras<Root, 'textStyle', 'weights'>): FieldConfig<Root> => ({
      transforms: false,
      ...extra,
      kind: 'textStyle',
      key: at(key),
      label,
    }),
    margins: (
      top: KeysOf<D, number>,
      bottom: KeysOf<D, number>,
      label: string,
      scale: { choices: readonly number[] } | { range: { min: number; max: number; step: number } },
    ): FieldConfig<Root> => ({ ...scale, kind: 'margins', top: at(top), bottom: at(bottom), label }),
    items: <K extends KeysOf<D, readonly OrderedItem[]>>(
      key: K,
      label: string,
      list: ItemListConfig<ItemOf<D[K]> & OrderedItem>,
      extra: Pick<Extras<Root, 'items'>, 'help' | 'visible'> = {},
    ): FieldConfig<Root> => ({
      ...extra,
      kind: 'items',
      key: at(key),
      label,
      list: list as unknown as ItemListConfig<OrderedItem>,
    }),
    /** A list whose stored items differ from what the list edits (see StoredForm). */
    storedItems: <K extends KeysOf<D, readonly unknown[]>, I extends OrderedItem>(
      key: K,
      label: string,
      list: ItemListConfig<I>,
      stored: StoredForm<ItemOf<D[K]>, I>,
    ): FieldConfig<Root> => ({
      kind: 'items',
      key: at(key),
      label,
      list: list as unknown as ItemListConfig<OrderedItem>,
      stored: stored as unknown as StoredForm<unknown, OrderedItem>,
    }),
    slot: <K extends KeysOf<D, SlotItem | null>>(key: K, label: string, slot: ItemSlotConfig<NonNullable<D[K]> & SlotItem>): FieldConfig<Root> => ({
      kind: 'slot',
      key: at(key),
      label,
      slot: slot as unknown as ItemSlotConfig<SlotItem>,
    }),
    /**
     * The editor's own control over the whole data (see CustomFieldProps); `key` names where its errors
     * are read, `reads` every setting it shows or checks (it re-renders only when one of them changes).
     */
    custom: (
      key: keyof D & string,
      label: string,
      control: ReactComponentType<CustomFieldProps<Root>>,
      reads: readonly (keyof D & string)[] = [key],
    ): FieldConfig<Root> => ({
      kind: 'custom',
      key: at(key),
      label,
      control: control as CustomFieldControl,
      reads: reads.map(at),
    }),
  };
};

export const section = <D>(
  title: string,
  fields: readonly FieldConfig<D>[],
  extra: Pick<SectionConfig<D>, 'visible' | 'columns' | 'look'> = {},
): SectionConfig<D> => ({
  ...extra,
  title,
  fields,
});

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
