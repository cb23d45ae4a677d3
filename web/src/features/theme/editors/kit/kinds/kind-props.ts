import type { ReactNode } from 'react';
import type { FieldConfig, FieldListView } from '../field-config';
import type { FieldSink } from '../field-sink';

export type FieldKind = FieldConfig<never>['kind'];

/** What the label, control and message share: the control's id, label, the error or help under it, and the field's layout. */
export interface FieldShellProps {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly help: string | undefined;
  readonly wide?: boolean | undefined;
  readonly rowStart?: boolean | undefined;
  readonly hideLabel?: boolean | undefined;
  readonly labelBeside?: boolean | undefined;
}

/**
 * The one props contract of every field kind: its config, its value (a custom control gets the whole
 * data), the shell's parts, and where to write.
 */
export interface FieldKindProps<K extends FieldKind> {
  readonly field: Extract<FieldConfig<never>, { readonly kind: K }>;
  readonly value: unknown;
  /** The second value the field reads: the bottom margin of a pair, the date an end date may not precede. */
  readonly value2: unknown;
  readonly id: string;
  readonly shell: FieldShellProps;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly sink: FieldSink;
  /** The kit's field renderer, for kinds with dialogs of their own (lists, slots, custom controls). */
  readonly fieldsView: FieldListView;
}

/** How a field kind is drawn; a plain function of its props (it may render components with hooks, not call them). */
export type FieldKindView<K extends FieldKind> = (props: FieldKindProps<K>) => ReactNode;

/** Every field kind -> its view: a kind without one is a type error. */
export type FieldKindMap = { readonly [K in FieldKind]: FieldKindView<K> };
