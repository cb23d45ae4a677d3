import { Skeleton } from 'primereact/skeleton';
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { foldForSearch } from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { fetchForms } from './forms-api';
import { FORM_BUILDER_TEXTS } from './texts';

const T = FORM_BUILDER_TEXTS.picker;

export interface FormPickerProps {
  readonly visible: boolean;
  readonly onPick: (form: { id: string; name: string }) => void;
  readonly onHide: () => void;
}

/** The page editor's "insert a form block": every form, searched by name (Turkish folding), one click picks it. */
export function FormPicker({ visible, onPick, onHide }: FormPickerProps) {
  const [q, setQ] = useState('');
  return (
    <Dialog header={T.header} visible={visible} onHide={onHide} style={{ width: 'min(32rem, 95vw)' }}>
      <div className="form-builder-field">
        <label htmlFor="form-picker-search">{T.search}</label>
        <InputText id="form-picker-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {visible ? <PickerList q={q} onPick={onPick} /> : null}
    </Dialog>
  );
}

function PickerList({ q, onPick }: { q: string; onPick: FormPickerProps['onPick'] }) {
  const resource = useRemoteData(async (signal) => (await fetchForms(signal)).data, 'form-picker');
  const folded = foldForSearch(q.trim());
  const filter = useMemo(() => (name: string) => !folded || foldForSearch(name).includes(folded), [folded]);
  return (
    <RemoteView resource={resource} loading={<Skeleton height="10rem" />} summary={T.loadFailed} empty={<p>{T.empty}</p>}>
      {(forms) => {
        const shown = forms.filter((f) => filter(f.name));
        if (shown.length === 0) return <p>{T.searchEmpty}</p>;
        return (
          <ul className="form-picker-list" aria-label={FORM_BUILDER_TEXTS.list.label}>
            {shown.map((f) => (
              <li key={f.id}>
                <span>
                  <strong>{f.name}</strong> <small>{T.fields(f.fieldCount)}</small>
                </span>
                <Button
                  type="button"
                  label={T.pick}
                  aria-label={T.pickLabel(f.name)}
                  size="small"
                  onClick={() => onPick({ id: f.id, name: f.name })}
                />
              </li>
            ))}
          </ul>
        );
      }}
    </RemoteView>
  );
}
