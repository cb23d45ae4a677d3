import { useContext, useMemo } from 'react';
import { SelectControl, type SelectControlProps } from '../../fields/basic-controls';
import { Field, labelId } from '../../fields/FieldShell';
import { EditorRootContext } from '../editor-root';
import type { EditorRoot, Option } from '../field-config';
import { writeWithPresets } from './write-with-presets';
import type { FieldKindProps } from './kind-props';

/** One of a list of options (a dropdown, or segmented buttons); the choice may preset other settings. */
export function SelectKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'select'>) {
  const control = {
    id,
    value: value as string | number,
    onChange: (v: string | number) => writeWithPresets(sink, field.key, v, field.also?.(v)),
    invalid,
    describedBy,
    segmented: field.segmented,
    labelledBy: labelId(id),
    layout: field.layout,
    optionView: field.optionView,
  };
  return (
    <Field {...shell} group={field.segmented}>
      {field.optionsFrom ? (
        <RootOptionsSelect {...control} optionsFrom={field.optionsFrom} />
      ) : (
        <SelectControl {...control} options={field.options} />
      )}
    </Field>
  );
}

/** A select whose options come from the whole editor's data; the only rows that re-render with it. */
function RootOptionsSelect({
  optionsFrom,
  ...props
}: Omit<SelectControlProps, 'options'> & { optionsFrom: (root: EditorRoot) => readonly Option[] }) {
  const root = useContext(EditorRootContext);
  const options = useMemo(() => optionsFrom(root), [optionsFrom, root]);
  return <SelectControl {...props} options={options} />;
}
