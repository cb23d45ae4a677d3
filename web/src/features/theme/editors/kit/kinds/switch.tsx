import { SwitchField } from '../../fields/FieldShell';
import { writeWithPresets } from './write-with-presets';
import type { FieldKindProps } from './kind-props';

/** On or off; turning it may preset other settings. */
export function SwitchKind({ field, value, id, sink, shell }: FieldKindProps<'switch'>) {
  return (
    <SwitchField
      id={id}
      label={field.label}
      checked={value as boolean}
      onChange={(v) => writeWithPresets(sink, field.key, v, field.also?.(v))}
      help={shell.error ?? shell.help}
    />
  );
}
