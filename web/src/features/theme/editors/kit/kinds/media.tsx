import type { Media } from '@shop/shared';
import { MediaField } from '../../../../../widgets/media-picker/MediaField';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** An image or video from the media library. */
export function MediaKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'media'>) {
  return (
    <Field {...shell} group>
      <MediaField
        inputId={id}
        value={(value as Media | null | undefined) ?? null}
        onChange={(v) => sink.commit(field.key, v)}
        accept={field.accept}
        label={field.label}
        invalid={invalid}
        describedBy={describedBy}
      />
    </Field>
  );
}
