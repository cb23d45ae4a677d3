import './setup.css';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { can, findAdminPage, WAREHOUSE_CODE_PATTERN, WAREHOUSE_LIMITS, type Warehouse, type WarehouseUpsert } from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { ProvinceDistrictFields } from '../../../widgets/place-picker/ProvinceDistrictFields';
import { failureText } from './failure-text';
import { confirmDelete, DeleteButton, EditButton } from './setup-kit';
import { deleteWarehouse, fetchWarehouses, saveWarehouse } from './setup-api';
import { SETUP_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/warehouse')?.label;
const T = SETUP_TEXTS.warehouses;
const C = SETUP_TEXTS.common;
const SKELETON: Warehouse[] = Array.from({ length: 2 }, (_, i) => ({
  id: String(i),
  name: '',
  code: '',
  province: '',
  district: '',
  address: '',
  priority: 0,
  isActive: true,
  isDefault: false,
  createdAt: '',
  version: 1,
}));

const upsertOf = (w: Warehouse): WarehouseUpsert => ({
  name: w.name,
  code: w.code,
  province: w.province,
  district: w.district,
  address: w.address,
  priority: w.priority,
  isActive: w.isActive,
  isDefault: w.isDefault,
});

interface TableProps {
  readonly rows: readonly Warehouse[];
  readonly loading: boolean;
  readonly mayEdit: boolean;
  readonly busy?: string | undefined;
  readonly onEdit?: (w: Warehouse) => void;
  readonly onToggle?: (w: Warehouse) => void;
  readonly onDelete?: (w: Warehouse) => void;
}

function WarehouseTable({ rows, loading, mayEdit, busy, onEdit, onToggle, onDelete }: TableProps) {
  const text = (value: string) => (loading ? <Skeleton width="5rem" /> : value);
  return (
    <div className="cursor-table">
      <DataTable value={[...rows]} dataKey="id" size="small" stripedRows aria-label={T.label} aria-busy={loading} emptyMessage={T.empty}>
        <Column header={T.name} body={(w: Warehouse) => text(w.name)} />
        <Column header={T.code} body={(w: Warehouse) => text(w.code)} />
        <Column header={T.place} body={(w: Warehouse) => text([w.province, w.district].filter(Boolean).join(' / '))} />
        <Column header={T.priority} align="right" body={(w: Warehouse) => text(String(w.priority))} />
        <Column
          header={T.state}
          body={(w: Warehouse) =>
            loading ? (
              <Skeleton width="4rem" />
            ) : (
              <span className="setup-tags">
                {w.isDefault ? <Tag value={T.defaultTag} severity="info" /> : null}
                <Tag value={w.isActive ? T.active : T.inactive} severity={w.isActive ? 'success' : 'secondary'} />
              </span>
            )
          }
        />
        <Column
          header={C.actions}
          align="right"
          body={(w: Warehouse) =>
            loading ? null : (
              <div className="setup-actions">
                <Link
                  to={`/admin/catalog/warehouse/stock?warehouseId=${encodeURIComponent(w.id)}`}
                  className="p-button p-button-text p-button-sm"
                  aria-label={T.stockLabel(w.name)}
                >
                  <i className="pi pi-box" aria-hidden="true" />
                  &nbsp;{T.stock}
                </Link>
                {mayEdit ? (
                  <>
                    <EditButton name={w.name} onEdit={() => onEdit?.(w)} />
                    {w.isDefault ? null : (
                      <Button
                        type="button"
                        icon={w.isActive ? 'pi pi-ban' : 'pi pi-check-circle'}
                        label={w.isActive ? T.deactivate : T.activate}
                        aria-label={w.isActive ? T.deactivateLabel(w.name) : T.activateLabel(w.name)}
                        text
                        size="small"
                        loading={busy === w.id}
                        disabled={busy !== undefined}
                        onClick={() => onToggle?.(w)}
                      />
                    )}
                    {w.isDefault ? null : <DeleteButton name={w.name} disabled={busy !== undefined} onDelete={() => onDelete?.(w)} />}
                  </>
                ) : null}
              </div>
            )
          }
        />
      </DataTable>
    </div>
  );
}

/** Depolar: the shop's warehouses; created, edited, deactivated and deleted here, each with a link to its stock. */
export default function WarehousePage() {
  const { groups } = useSignedInUser();
  const mayEdit = can(groups, 'warehouse:manage');
  const warehouses = useRemoteData((signal) => fetchWarehouses(signal), 'warehouses');
  const [editing, setEditing] = useState<Warehouse | 'new'>();
  const [busy, setBusy] = useState<string>();

  const toggle = async (w: Warehouse) => {
    setBusy(w.id);
    try {
      await saveWarehouse({ ...upsertOf(w), isActive: !w.isActive }, w);
      toastSuccess(w.isActive ? T.deactivated(w.name) : T.activated(w.name));
      warehouses.refresh();
    } catch (error) {
      toastError(failureText(error));
    } finally {
      setBusy(undefined);
    }
  };

  const confirmToggle = (w: Warehouse) => {
    if (!w.isActive) return void toggle(w);
    confirmDialog({
      header: T.deactivateHeader,
      message: T.deactivateMessage(w.name),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.deactivate,
      rejectLabel: C.cancel,
      defaultFocus: 'reject',
      accept: () => void toggle(w),
    });
  };

  const remove = (w: Warehouse) =>
    confirmDelete({ message: T.deleteMessage(w.name), deleted: T.deleted(w.name), remove: () => deleteWarehouse(w.id), refresh: warehouses.refresh });

  const full = warehouses.status === 'ready' && warehouses.data.length >= WAREHOUSE_LIMITS.count;
  return (
    <DataPage
      title={TITLE}
      intro={<p>{T.intro}</p>}
      actions={mayEdit ? <Button type="button" label={C.create} icon="pi pi-plus" disabled={full} onClick={() => setEditing('new')} /> : null}
    >
      <RemoteView resource={warehouses} loading={<WarehouseTable rows={SKELETON} loading mayEdit={false} />}>
        {(data) => (
          <WarehouseTable rows={data} loading={false} mayEdit={mayEdit} busy={busy} onEdit={setEditing} onToggle={confirmToggle} onDelete={remove} />
        )}
      </RemoteView>
      {editing ? (
        <WarehouseDialog
          edited={editing === 'new' ? undefined : editing}
          onHide={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            toastSuccess(T.saved(saved.name));
            warehouses.refresh();
          }}
        />
      ) : null}
    </DataPage>
  );
}

const EMPTY: WarehouseUpsert = { name: '', code: '', province: '', district: '', address: '', priority: 0, isActive: true, isDefault: false };

function WarehouseDialog({ edited, onHide, onSaved }: { edited: Warehouse | undefined; onHide: () => void; onSaved: (w: Warehouse) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<WarehouseUpsert>(edited ? upsertOf(edited) : EMPTY);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof WarehouseUpsert>(key: K, value: WarehouseUpsert[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    const code = draft.code.trim().toUpperCase();
    if (!draft.name.trim()) {
      setError(T.required(T.name));
      return;
    }
    if (!code) {
      setError(T.required(T.code));
      return;
    }
    if (!WAREHOUSE_CODE_PATTERN.test(code)) {
      setError(T.codeInvalid);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onSaved(await saveWarehouse({ ...draft, name: draft.name.trim(), code }, edited));
    } catch (failure) {
      toastError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string) => `${id}-${name}`;
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
          <Button type="submit" form={field('form')} label={busy ? C.saving : C.save} icon="pi pi-check" loading={busy} />
        </>
      }
    >
      <form
        id={field('form')}
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
        <div className="setup-row">
          <div className="setup-field">
            <label htmlFor={field('name')}>{T.name}</label>
            <InputText id={field('name')} value={draft.name} maxLength={WAREHOUSE_LIMITS.name} onChange={(e) => set('name', e.target.value)} />
          </div>
          <div className="setup-field">
            <label htmlFor={field('code')}>{T.code}</label>
            <InputText
              id={field('code')}
              value={draft.code}
              maxLength={WAREHOUSE_LIMITS.code}
              aria-describedby={field('code-help')}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
            />
            <small id={field('code-help')}>{T.codeHelp}</small>
          </div>
        </div>
        <ProvinceDistrictFields
          idPrefix={id}
          province={draft.province}
          district={draft.district}
          onChange={(place) => setDraft((d) => ({ ...d, ...place }))}
        />
        <div className="setup-field">
          <label htmlFor={field('address')}>{T.address}</label>
          <InputTextarea
            id={field('address')}
            value={draft.address}
            rows={2}
            maxLength={WAREHOUSE_LIMITS.address}
            onChange={(e) => set('address', e.target.value)}
          />
        </div>
        <div className="setup-row">
          <div className="setup-field">
            <label htmlFor={field('priority')}>{T.priority}</label>
            <InputNumber
              inputId={field('priority')}
              value={draft.priority}
              min={0}
              max={WAREHOUSE_LIMITS.priority}
              useGrouping={false}
              onValueChange={(e) => set('priority', e.value ?? 0)}
            />
          </div>
          <div className="setup-field">
            <div className="setup-check">
              <Checkbox
                inputId={field('active')}
                checked={draft.isActive}
                disabled={edited?.isDefault}
                onChange={(e) => set('isActive', e.checked === true)}
              />
              <label htmlFor={field('active')}>{T.active}</label>
            </div>
            <div className="setup-check">
              <Checkbox
                inputId={field('default')}
                checked={draft.isDefault}
                disabled={edited?.isDefault}
                onChange={(e) => set('isDefault', e.checked === true)}
              />
              <label htmlFor={field('default')}>{T.isDefault}</label>
            </div>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
