import { InputNumber } from 'primereact/inputnumber';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/**
 * A number that may be left empty: an emptied box stores null (saving decides what that means). No
 * spinners and no upper bound (the schema's message says what is too much); PrimeReact hands the
 * value over on blur or Enter.
 */
export function DecimalKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'decimal'>) {
  const decimals = field.maxFractionDigits === undefined ? {} : { minFractionDigits: 0, maxFractionDigits: field.maxFractionDigits };
  return (
    <Field {...shell}>
      <InputNumber
        inputId={id}
        value={(value as number | null | undefined) ?? null}
        onValueChange={(e) => sink.set(field.key, e.value ?? null)}
        mode="decimal"
        {...(field.locale !== undefined && { locale: field.locale })}
        {...decimals}
        {...(field.step !== undefined && { step: field.step })}
        min={field.min}
        useGrouping={field.grouping}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </Field>
  );
}
