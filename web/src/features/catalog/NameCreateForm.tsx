import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { toastError, toastSuccess } from '../../ui/toast';
import { createErrorText } from './create-error';
import { CATALOG_TEXTS } from './texts';

interface Props {
  /** The form's name for assistive technology ("Yeni marka"). */
  readonly label: string;
  readonly inputId: string;
  readonly nameLabel: string;
  readonly create: (name: string) => Promise<unknown>;
  /** The toast after a create, with the trimmed name. */
  readonly created: (name: string) => string;
  /** What is created, for the spec's inline-create error ("marka"). */
  readonly thing: string;
  readonly onCreated: () => void;
  /** Fields after the name (a category's parent), disabled while a create runs. */
  readonly children?: (busy: boolean) => ReactNode;
}

/** The catalogue's inline create: a trimmed name, one request at a time, the outcome in a toast (the server's reason on a refusal). */
export function NameCreateForm({ label, inputId, nameLabel, create, created, thing, onCreated, children }: Props) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await create(trimmed);
      toastSuccess(created(trimmed));
      setName('');
      onCreated();
    } catch (error) {
      toastError(createErrorText(error, thing));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inline-create" onSubmit={(event) => void submit(event)} aria-label={label}>
      <div className="field">
        <label htmlFor={inputId}>{nameLabel}</label>
        <InputText id={inputId} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} disabled={busy} />
      </div>
      {children?.(busy)}
      <Button
        type="submit"
        label={busy ? CATALOG_TEXTS.creating : CATALOG_TEXTS.create}
        icon="pi pi-plus"
        loading={busy}
        disabled={busy || name.trim() === ''}
      />
    </form>
  );
}
