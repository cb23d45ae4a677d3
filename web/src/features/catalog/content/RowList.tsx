import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { CONTENT_TEXTS as T } from './texts';

export interface RowField<R> {
  readonly key: keyof R & string;
  readonly label: string;
  readonly multiline?: boolean;
  readonly maxLength: number;
}

interface Props<R extends Record<string, string>> {
  readonly id: string;
  readonly rows: readonly R[];
  readonly fields: readonly RowField<R>[];
  readonly blank: R;
  readonly addLabel: string;
  readonly max: number;
  readonly disabled: boolean;
  readonly onChange: (rows: R[]) => void;
}

/**
 * An ordered list of small text records (Ek bilgiler, SSS): rows move with buttons, so the
 * order is set from the keyboard as easily as with a mouse, and every control has its own label.
 */
export function RowList<R extends Record<string, string>>({ id, rows, fields, blank, addLabel, max, disabled, onChange }: Props<R>) {
  const set = (index: number, patch: Partial<R>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    onChange(next);
  };
  return (
    <div className="content-rows">
      {rows.length === 0 ? <p className="content-rows-empty">{T.empty}</p> : null}
      <ol className="content-row-list">
        {rows.map((row, index) => (
          <li key={index} className="content-row">
            {fields.map((field) => {
              const inputId = `${id}-${index}-${field.key}`;
              const common = {
                id: inputId,
                value: row[field.key],
                maxLength: field.maxLength,
                disabled,
                onChange: (e: { target: { value: string } }) => set(index, { [field.key]: e.target.value } as Partial<R>),
              };
              return (
                <div key={field.key} className="content-row-field">
                  <label htmlFor={inputId}>{`${field.label} ${index + 1}`}</label>
                  {field.multiline ? <InputTextarea {...common} rows={2} autoResize /> : <InputText {...common} />}
                </div>
              );
            })}
            <div className="content-row-actions">
              <Button
                type="button"
                icon="pi pi-arrow-up"
                text
                aria-label={T.moveUp(index + 1)}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                type="button"
                icon="pi pi-arrow-down"
                text
                aria-label={T.moveDown(index + 1)}
                disabled={disabled || index === rows.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={T.remove(index + 1)}
                disabled={disabled}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        icon="pi pi-plus"
        label={addLabel}
        outlined
        size="small"
        disabled={disabled || rows.length >= max}
        onClick={() => onChange([...rows, { ...blank }])}
      />
    </div>
  );
}
