import { useRef, useState } from 'react';
import { confirmDialog } from 'primereact/confirmdialog';
import { FOOTER_COLUMN_COUNT, type FooterSettings } from '@shop/shared';
import { NumberControl } from '../fields/basic-controls';
import { Field, noteId } from '../fields/FieldShell';
import type { CustomFieldProps } from '../kit/field-config';
import { columnLabel, withColumnCount } from './footer-columns';
import { FOOTER_TEXTS as T } from './footer-texts';

/**
 * The column count, kept in step with the columns: more adds empty columns at the end, fewer drops
 * the last ones, asking first when they hold links (nothing is lost silently). One undo step.
 */
export function FooterColumnCountField({ id, label, data, error, sink }: CustomFieldProps<FooterSettings>) {
  // Remounts the box after the question, so it shows the stored count (a refused one is not left typed in).
  const [shown, setShown] = useState(0);
  // The box reports a typed number again when it loses focus: one question per change.
  const asking = useRef<number | null>(null);
  const apply = (count: number) => sink.update('', (current) => withColumnCount(current as FooterSettings, count).settings);
  const change = (count: number) => {
    if (count === data.columnCount || count === asking.current) return;
    const { removed, removedLinks } = withColumnCount(data, count);
    if (removedLinks === 0) {
      apply(count);
      return;
    }
    asking.current = count;
    confirmDialog({
      header: T.removeColumnsTitle,
      message: T.removeColumns(
        removed.map((column, i) => columnLabel(column, count + i)),
        removedLinks,
      ),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.removeAccept,
      rejectLabel: T.removeReject,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => apply(count),
      onHide: () => {
        asking.current = null;
        setShown((n) => n + 1);
      },
    });
  };
  const help = `${FOOTER_COLUMN_COUNT.min}–${FOOTER_COLUMN_COUNT.max}`;
  return (
    <Field id={id} label={label} error={error} help={help}>
      <NumberControl
        key={shown}
        id={id}
        value={data.columnCount}
        onChange={change}
        invalid={error !== undefined}
        describedBy={noteId(id)}
        min={FOOTER_COLUMN_COUNT.min}
        max={FOOTER_COLUMN_COUNT.max}
        step={1}
      />
    </Field>
  );
}
