import { Skeleton } from 'primereact/skeleton';
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { findAdminPage, type FormSummary } from '@shop/shared';
import { ApiError } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatDateTime, formatNumber } from '../../../format/format';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { deleteForm, fetchForms } from './forms-api';
import { FORM_BUILDER_TEXTS } from './texts';

const T = FORM_BUILDER_TEXTS.list;
const TITLE = findAdminPage('/admin/content/form-builder')?.label;

interface Props {
  readonly onOpen: (id: string) => void;
  readonly onSubmissions: (id: string) => void;
  readonly onCreate: () => void;
}

/** Every form with its field and submission counts (unread ones marked); edit, read submissions, delete. */
export function FormList({ onOpen, onSubmissions, onCreate }: Props) {
  const resource = useRemoteData(async (signal) => (await fetchForms(signal)).data, 'forms');
  const [removing, setRemoving] = useState<FormSummary | undefined>();
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteForm(removing.id);
      toastSuccess(T.removed(removing.name));
      setRemoving(undefined);
      resource.retry();
    } catch (error) {
      toastError(T.removeFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DataPage
      title={TITLE}
      intro={<p className="page-intro">{FORM_BUILDER_TEXTS.intro}</p>}
      actions={<Button type="button" label={T.create} icon="pi pi-plus" onClick={onCreate} />}
    >
      <RemoteView
        resource={resource}
        loading={<Skeleton height="10rem" />}
        summary={T.loadFailed}
        empty={<p className="form-builder-empty">{T.empty}</p>}
      >
        {(forms) => (
          <DataTable value={forms} dataKey="id" aria-label={T.label} className="form-list" size="small">
            <Column header={T.columns.name} body={(f: FormSummary) => <span className="form-list-name">{f.name}</span>} />
            <Column header={T.columns.fields} body={(f: FormSummary) => formatNumber(f.fieldCount)} />
            <Column
              header={T.columns.submissions}
              body={(f: FormSummary) => (
                <span className="form-list-count">
                  {formatNumber(f.submissionCount)}
                  {f.unreadCount > 0 ? <Tag severity="info" value={T.unread(f.unreadCount)} /> : null}
                </span>
              )}
            />
            <Column header={T.columns.updatedAt} body={(f: FormSummary) => formatDateTime(f.updatedAt)} />
            <Column
              header={T.columns.actions}
              align="right"
              body={(f: FormSummary) => (
                <div className="form-list-actions">
                  <Button
                    type="button"
                    label={T.edit}
                    aria-label={T.editLabel(f.name)}
                    icon="pi pi-pencil"
                    text
                    size="small"
                    onClick={() => onOpen(f.id)}
                  />
                  <Button
                    type="button"
                    label={T.submissions}
                    aria-label={T.submissionsLabel(f.name)}
                    icon="pi pi-inbox"
                    text
                    size="small"
                    onClick={() => onSubmissions(f.id)}
                  />
                  <Button
                    type="button"
                    label={T.remove}
                    aria-label={T.removeLabel(f.name)}
                    icon="pi pi-trash"
                    severity="danger"
                    text
                    size="small"
                    onClick={() => setRemoving(f)}
                  />
                </div>
              )}
            />
          </DataTable>
        )}
      </RemoteView>
      <Dialog
        header={T.removeHeader}
        visible={removing !== undefined}
        onHide={() => {
          if (!busy) setRemoving(undefined);
        }}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <>
            <Button type="button" label={FORM_BUILDER_TEXTS.submissions.cancel} text onClick={() => setRemoving(undefined)} disabled={busy} />
            <Button type="button" label={T.removeConfirm} severity="danger" loading={busy} onClick={() => void confirmRemove()} />
          </>
        }
      >
        <p>{removing ? T.removeMessage(removing.name) : null}</p>
      </Dialog>
    </DataPage>
  );
}
