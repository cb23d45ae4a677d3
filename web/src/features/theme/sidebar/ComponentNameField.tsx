import { useId } from 'react';
import { visibleText } from '@shop/shared';
import { TextControl } from '../editors/fields/basic-controls';
import { Field, noteId } from '../editors/fields/FieldShell';
import { EDITOR_TEXTS } from '../editors/texts';
import { useBuilderSend } from '../state';

const NAME_SCHEMA = visibleText();

/**
 * The component's one name, at the top of every panel: what its row and the panel title show. A
 * burst of typing is one undo step; an emptied name is marked here and refused by the save.
 */
export function ComponentNameField({ id, name }: { id: string; name: string }) {
  const send = useBuilderSend();
  const controlId = useId();
  const check = NAME_SCHEMA.safeParse(name);
  const error = check.success ? undefined : check.error.issues[0]?.message;
  return (
    <div className="builder-name-field">
      <Field id={controlId} label={EDITOR_TEXTS.kit.name} error={error} help={EDITOR_TEXTS.kit.nameHelp}>
        <TextControl
          id={controlId}
          value={name}
          onChange={(value) => send({ type: 'component.rename', id, name: value, coalesceKey: `${id}:name` })}
          invalid={error !== undefined}
          describedBy={noteId(controlId)}
        />
      </Field>
    </div>
  );
}
