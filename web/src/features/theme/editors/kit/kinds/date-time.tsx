import { DateTimePicker } from '../../../../../widgets/date-time/DateTimePicker';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A date and time, or none; not before the date at `minFrom` when the config names one. */
export function DateTimeKind({ field, value, value2, id, shell, sink }: FieldKindProps<'dateTime'>) {
  return (
    <Field {...shell}>
      <DateTimePicker
        inputId={id}
        label={field.label}
        value={(value as string | null | undefined) ?? null}
        {...(field.minFrom !== undefined && { min: (value2 as string | null | undefined) ?? null })}
        onChange={(v) => sink.commit(field.key, v)}
      />
    </Field>
  );
}
