import './setup.css';
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { can, findAdminPage, STOCK_TYPE_LIMITS, type StockType } from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { failureText } from './failure-text';
import { confirmDelete, RowActions } from './setup-kit';
import { deleteStockType, fetchStockTypes, saveStockType } from './setup-api';
import { SETUP_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/stock-type')?.label;
const T = SETUP_TEXTS.stockTypes;
const C = SETUP_TEXTS.common;
const SKELETON: StockType[] = Array.from({ length: 5 }, (_, i) => ({
  id: String(i),
  name: '',
  allowDecimals: false,
  tracked: true,
  createdAt: '',
  version: 1,
}));

function StockTypeTable({
  rows,
  loading,
  mayEdit,
  onEdit,
  onDelete,
}: {
  rows: readonly StockType[];
  loading: boolean;
  mayEdit: boolean;
  onEdit?: (type: StockType) => void;
  onDelete?: (type: StockType) => void;
}) {
  const yesNo = (value: boolean) => (loading ? <Skeleton width="3rem" /> : value ? C.yes : C.no);
  return (
    <div className="cursor-table">
      <DataTable value={[...rows]} dataKey="id" size="small" stripedRows aria-label={T.label} aria-busy={loading} emptyMessage={T.empty}>
        <Column header={T.name} body={(t: StockType) => (loading ? <Skeleton width="5rem" /> : t.name)} />
        <Column header={T.allowDecimals} body={(t: StockType) => yesNo(t.allowDecimals)} />
        <Column header={T.tracked} body={(t: StockType) => yesNo(t.tracked)} />
        {mayEdit ? (
          <Column
            header={C.actions}
            align="right"
            body={(t: StockType) => (loading ? null : <RowActions name={t.name} onEdit={() => onEdit?.(t)} onDelete={() => onDelete?.(t)} />)}
          />
        ) : null}
      </DataTable>
    </div>
  );
}

/** Stok Tipleri: the units products are sold in; created, edited and deleted here. */
export default function StockTypePage() {
  const { groups } = useSignedInUser();
  const mayEdit = can(groups, 'stock-types:manage');
  const types = useRemoteData((signal) => fetchStockTypes(signal), 'stock-types');
  const [editing, setEditing] = useState<StockType | 'new'>();

  const remove = (type: StockType) =>
    confirmDelete({
      message: T.deleteMessage(type.name),
      deleted: T.deleted(type.name),
      remove: () => deleteStockType(type.id),
      refresh: types.refresh,
    });

  return (
    <DataPage
      title={TITLE}
      intro={<p>{T.intro}</p>}
      actions={mayEdit ? <Button type="button" label={C.create} icon="pi pi-plus" onClick={() => setEditing('new')} /> : null}
    >
      <RemoteView resource={types} loading={<StockTypeTable rows={SKELETON} loading mayEdit={false} />}>
        {(data) => <StockTypeTable rows={data} loading={false} mayEdit={mayEdit} onEdit={setEditing} onDelete={remove} />}
      </RemoteView>
      {editing ? (
        <StockTypeDialog
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

function StockTypeDialog({ edited, onHide, onSaved }: { edited: StockType | undefined; onHide: () => void; onSaved: (type: StockType) => void }) {
  const id = useId();
  const [name, setName] = useState(edited?.name ?? '');
  const [allowDecimals, setAllowDecimals] = useState(edited?.allowDecimals ?? false);
  const [tracked, setTracked] = useState(edited?.tracked ?? true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!name.trim()) {
      setError(T.nameRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onSaved(await saveStockType({ name: name.trim(), allowDecimals, tracked }, edited));
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
      style={{ width: 'min(30rem, 95vw)' }}
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
          <InputText id={`${id}-name`} value={name} maxLength={STOCK_TYPE_LIMITS.name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="setup-check">
          <Checkbox inputId={`${id}-decimals`} checked={allowDecimals} onChange={(e) => setAllowDecimals(e.checked === true)} />
          <label htmlFor={`${id}-decimals`}>{T.allowDecimals}</label>
        </div>
        <div className="setup-check">
          <Checkbox inputId={`${id}-tracked`} checked={tracked} onChange={(e) => setTracked(e.checked === true)} />
          <label htmlFor={`${id}-tracked`}>{T.tracked}</label>
        </div>
      </form>
    </Dialog>
  );
}
