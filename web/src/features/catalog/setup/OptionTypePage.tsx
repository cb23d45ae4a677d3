import './setup.css';
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { can, findAdminPage, hasSwatch, OPTION_KIND_LABELS, OPTION_KINDS, type OptionType } from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { moveItem } from '../../theme/editors/items/item-order';
import { SortableItemList } from '../../theme/editors/items/SortableItemList';
import { failureText } from './failure-text';
import { confirmDelete, RowActions } from './setup-kit';
import { deleteOptionType, fetchOptionTypes, saveOptionType } from './setup-api';
import { SETUP_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/variant')?.label;
const T = SETUP_TEXTS.optionTypes;
const C = SETUP_TEXTS.common;
const KINDS = OPTION_KINDS.map((value) => ({ value, label: OPTION_KIND_LABELS[value] }));
const SKELETON: OptionType[] = Array.from({ length: 3 }, (_, i) => ({
  id: String(i),
  name: '',
  kind: 'TEXT',
  values: [],
  createdAt: '',
  version: 1,
}));

/** A value being edited: a stored one keeps its id (`stored`); a new one has a local key only. */
interface DraftValue {
  readonly id: string;
  readonly order: number;
  readonly stored: boolean;
  readonly label: string;
  readonly swatch: string;
}

let localKey = 0;

function OptionTypeTable({
  rows,
  loading,
  mayEdit,
  onEdit,
  onDelete,
}: {
  rows: readonly OptionType[];
  loading: boolean;
  mayEdit: boolean;
  onEdit?: (type: OptionType) => void;
  onDelete?: (type: OptionType) => void;
}) {
  return (
    <div className="cursor-table">
      <DataTable value={[...rows]} dataKey="id" size="small" stripedRows aria-label={T.label} aria-busy={loading} emptyMessage={T.empty}>
        <Column header={T.name} body={(t: OptionType) => (loading ? <Skeleton width="6rem" /> : t.name)} />
        <Column header={T.kind} body={(t: OptionType) => (loading ? <Skeleton width="4rem" /> : OPTION_KIND_LABELS[t.kind])} />
        <Column
          header={T.values}
          body={(t: OptionType) =>
            loading ? (
              <Skeleton width="60%" />
            ) : (
              <span className="setup-tags">
                {t.values.map((v) => (
                  <Tag key={v.id} severity="secondary">
                    {hasSwatch(t, v) ? <span className="setup-swatch" style={{ background: v.swatch }} aria-hidden="true" /> : null}
                    {v.label}
                  </Tag>
                ))}
              </span>
            )
          }
        />
        {mayEdit ? (
          <Column
            header={C.actions}
            align="right"
            body={(t: OptionType) => (loading ? null : <RowActions name={t.name} onEdit={() => onEdit?.(t)} onDelete={() => onDelete?.(t)} />)}
          />
        ) : null}
      </DataTable>
    </div>
  );
}

/** Varyantlar: the option types with their values; created, edited (values sorted by drag or keyboard) and deleted here. */
export default function OptionTypePage() {
  const { groups } = useSignedInUser();
  const mayEdit = can(groups, 'variants:manage');
  const types = useRemoteData((signal) => fetchOptionTypes(signal), 'option-types');
  const [editing, setEditing] = useState<OptionType | 'new'>();

  const remove = (type: OptionType) =>
    confirmDelete({
      message: T.deleteMessage(type.name),
      deleted: T.deleted(type.name),
      remove: () => deleteOptionType(type.id),
      refresh: types.refresh,
    });

  return (
    <DataPage
      title={TITLE}
      intro={<p>{T.intro}</p>}
      actions={mayEdit ? <Button type="button" label={C.create} icon="pi pi-plus" onClick={() => setEditing('new')} /> : null}
    >
      <RemoteView resource={types} loading={<OptionTypeTable rows={SKELETON} loading mayEdit={false} />}>
        {(data) => <OptionTypeTable rows={data} loading={false} mayEdit={mayEdit} onEdit={setEditing} onDelete={remove} />}
      </RemoteView>
      {editing ? (
        <OptionTypeDialog
          edited={editing === 'new' ? undefined : editing}
          onHide={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            toastSuccess(T.saved(saved.name));
            types.refresh();
          }}
        />
      ) : null}
    </DataPage>
  );
}

function OptionTypeDialog({ edited, onHide, onSaved }: { edited: OptionType | undefined; onHide: () => void; onSaved: (type: OptionType) => void }) {
  const id = useId();
  const [name, setName] = useState(edited?.name ?? '');
  const [kind, setKind] = useState<OptionType['kind']>(edited?.kind ?? 'TEXT');
  const [values, setValues] = useState<DraftValue[]>(
    () => edited?.values.map((v, i) => ({ id: v.id, order: i + 1, stored: true, label: v.label, swatch: v.swatch ?? '#000000' })) ?? [],
  );
  const [newLabel, setNewLabel] = useState('');
  const [editingValue, setEditingValue] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const sameLabel = (label: string, except?: string) =>
    values.some((v) => v.id !== except && v.label.toLocaleLowerCase('tr-TR') === label.trim().toLocaleLowerCase('tr-TR'));

  const addValue = () => {
    const label = newLabel.trim();
    if (!label) return;
    if (sameLabel(label, editingValue)) {
      setError(T.duplicateValue);
      return;
    }
    setError(undefined);
    if (editingValue) setValues((list) => list.map((v) => (v.id === editingValue ? { ...v, label } : v)));
    else setValues((list) => [...list, { id: `new-${++localKey}`, order: list.length + 1, stored: false, label, swatch: '#000000' }]);
    setEditingValue(undefined);
    setNewLabel('');
  };

  const submit = async () => {
    if (!name.trim()) {
      setError(T.nameRequired);
      return;
    }
    if (values.length === 0) {
      setError(T.noValues);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const body = {
        name: name.trim(),
        kind,
        values: values.map((v) => ({ ...(v.stored ? { id: v.id } : {}), label: v.label, ...(kind === 'COLOR' ? { swatch: v.swatch } : {}) })),
      };
      onSaved(await saveOptionType(body, edited));
    } catch (failure) {
      toastError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      header={edited ? T.editHeader(edited.name) : T.newHeader}
      visible
      onHide={() => {
        if (!busy) onHide();
      }}
      style={{ width: 'min(40rem, 95vw)' }}
      draggable={false}
      modal
      footer={
        <>
          <Button type="button" label={C.cancel} text onClick={onHide} disabled={busy} />
          <Button type="submit" form={`${id}-form`} label={busy ? C.saving : C.save} icon="pi pi-check" loading={busy} />
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="setup-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        {error ? (
          <p role="alert" className="p-error">
            {error}
          </p>
        ) : null}
        <div className="setup-field">
          <label htmlFor={`${id}-name`}>{T.name}</label>
          <InputText id={`${id}-name`} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="setup-field">
          <span id={`${id}-kind`}>{T.kind}</span>
          <SelectButton
            value={kind}
            options={KINDS}
            allowEmpty={false}
            onChange={(e) => {
              const next = e.value as OptionType['kind'] | null;
              if (next) setKind(next);
            }}
            ariaLabelledBy={`${id}-kind`}
          />
        </div>
        <div className="setup-field">
          <label htmlFor={`${id}-value`}>{editingValue ? C.edit : T.newValue}</label>
          <div className="setup-value-add">
            <InputText
              id={`${id}-value`}
              value={newLabel}
              maxLength={60}
              onChange={(e) => setNewLabel(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the value instead of saving the whole dialog.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addValue();
                }
              }}
            />
            <Button
              type="button"
              icon={editingValue ? 'pi pi-check' : 'pi pi-plus'}
              label={editingValue ? C.save : T.addValue}
              onClick={addValue}
              outlined
            />
          </div>
        </div>
        <SortableItemList
          items={values}
          label={T.valuesList}
          titleOf={(v) => v.label}
          onMove={(valueId, toIndex) => setValues((list) => moveItem(list, valueId, toIndex))}
          onEdit={(v) => {
            setEditingValue(v.id);
            setNewLabel(v.label);
          }}
          onRemove={(v) => setValues((list) => list.filter((x) => x.id !== v.id).map((x, i) => ({ ...x, order: i + 1 })))}
        />
        {kind === 'COLOR' && values.length > 0 ? (
          <div className="setup-row">
            {values.map((v) => (
              <label key={v.id} className="setup-check">
                <input
                  type="color"
                  value={v.swatch}
                  aria-label={T.swatchLabel(v.label)}
                  onChange={(e) => setValues((list) => list.map((x) => (x.id === v.id ? { ...x, swatch: e.target.value } : x)))}
                />
                {v.label}
              </label>
            ))}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
