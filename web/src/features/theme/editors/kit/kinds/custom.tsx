import type { FieldKindProps } from './kind-props';

/** An editor's own control over the whole data. */
export function CustomKind({ field, value, id, sink, fieldsView, shell }: FieldKindProps<'custom'>) {
  const Control = field.control;
  return <Control id={id} label={field.label} data={value as never} error={shell.error} sink={sink} fieldsView={fieldsView} />;
}
