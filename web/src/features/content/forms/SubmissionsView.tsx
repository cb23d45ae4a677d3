import { Skeleton } from 'primereact/skeleton';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { FORM_SUBMISSION_STATUSES, type Form, type FormSubmission } from '@shop/shared';
import { ApiError } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatDateTime, formatNumber } from '../../../format/format';
import { toastError, toastSuccess } from '../../../ui/toast';
import { fetchAllPages } from '../../../widgets/data-page/CsvExportButton';
import { downloadCsv, toCsv } from '../../../widgets/data-page/csv';
import { CursorTable, type TableColumn } from '../../../widgets/data-page/CursorTable';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { FilterSelect } from '../../../widgets/data-page/FilterSelect';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { useCursorPages } from '../../../widgets/data-page/use-cursor-pages';
import { deleteSubmission, fetchForm, fetchSubmissions, type SubmissionFilters } from './forms-api';
import { SubmissionDialog } from './SubmissionDialog';
import { submissionCsvColumns, submissionSummary } from './submission-csv';
import { FORM_BUILDER_TEXTS } from './texts';

const T = FORM_BUILDER_TEXTS.submissions;
const SEARCH_DELAY_MS = 300;
const STATUS_OPTIONS = FORM_SUBMISSION_STATUSES.map((value) => ({ value, label: T.statuses[value] }));

/** A form's submissions: loads the form (its labels name the CSV's columns), then the list. */
export function SubmissionsView({ formId, onBack }: { formId: string; onBack: () => void }) {
  const form = useRemoteData(async (signal) => (await fetchForm(formId, signal)).data, formId);
  return (
    <RemoteView resource={form} loading={<Skeleton height="10rem" />} summary={FORM_BUILDER_TEXTS.editor.loadFailed}>
      {(data) => <Submissions form={data} onBack={onBack} />}
    </RemoteView>
  );
}

const readFilters = (params: URLSearchParams): SubmissionFilters => {
  const status = params.get('status');
  return {
    q: params.get('q')?.trim() || undefined,
    status: status === 'read' || status === 'unread' ? status : undefined,
  };
};

function Submissions({ form, onBack }: { form: Form; onBack: () => void }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [typed, setTyped] = useState(filters.q ?? '');
  const setFilter = (name: 'q' | 'status', value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((typed.trim() || undefined) !== filters.q) setFilter('q', typed.trim() || undefined);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // setFilter is a new function each render; the typed text alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const filterKey = JSON.stringify(filters);
  const pages = useCursorPages((request, signal) => fetchSubmissions(form.id, { ...request, ...filters }, signal), `${form.id}:${filterKey}`);
  const [opened, setOpened] = useState<FormSubmission | undefined>();
  const [removing, setRemoving] = useState<FormSubmission | undefined>();
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteSubmission(form.id, removing.id);
      toastSuccess(T.removed);
      setRemoving(undefined);
      setOpened(undefined);
      pages.refresh();
    } catch (error) {
      toastError(T.removeFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The list as filtered on screen, every page of it.
      const { rows } = await fetchAllPages(
        (request, signal) => fetchSubmissions(form.id, { ...request, ...filters }, signal),
        Number.POSITIVE_INFINITY,
        new AbortController().signal,
      );
      downloadCsv(toCsv(submissionCsvColumns(form, rows), rows), `form-basvurulari-${new Date().toISOString().slice(0, 10)}.csv`);
      toastSuccess(T.exported(formatNumber(rows.length)));
    } catch (error) {
      toastError(T.exportCsv, error instanceof ApiError ? error.message : undefined);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumn<FormSubmission>[] = [
    { key: 'createdAt', header: T.columns.createdAt, body: (s) => formatDateTime(s.createdAt) },
    { key: 'summary', header: T.columns.summary, body: (s) => <span className="submission-summary">{submissionSummary(s)}</span> },
    {
      key: 'status',
      header: T.columns.status,
      body: (s) => <Tag severity={s.read ? 'secondary' : 'info'} value={s.read ? T.statuses.read : T.statuses.unread} />,
    },
    {
      key: 'actions',
      header: T.columns.actions,
      align: 'right',
      body: (s) => (
        <div className="form-list-actions">
          <Button
            type="button"
            label={T.open}
            aria-label={T.openLabel(formatDateTime(s.createdAt))}
            icon="pi pi-eye"
            text
            size="small"
            onClick={() => setOpened(s)}
          />
          <Button
            type="button"
            label={T.remove}
            aria-label={T.removeLabel(formatDateTime(s.createdAt))}
            icon="pi pi-trash"
            severity="danger"
            text
            size="small"
            onClick={() => setRemoving(s)}
          />
        </div>
      ),
    },
  ];

  return (
    <DataPage
      title={T.title(form.name)}
      actions={
        <div className="form-list-actions">
          <Button type="button" label={T.back} icon="pi pi-arrow-left" text onClick={onBack} />
          <Button type="button" label={T.exportCsv} icon="pi pi-download" outlined loading={exporting} onClick={() => void exportCsv()} />
        </div>
      }
      filters={
        <>
          <span className="form-submission-search">
            <InputText
              id="submission-search"
              type="search"
              value={typed}
              maxLength={100}
              placeholder={T.searchPlaceholder}
              aria-label={T.search}
              onChange={(e) => setTyped(e.target.value)}
            />
          </span>
          <FilterSelect
            param="status"
            value={filters.status}
            options={STATUS_OPTIONS}
            placeholder={T.allStatuses}
            label={T.status}
            onChange={(c) => setFilter('status', c.status)}
          />
        </>
      }
      onClearFilters={
        filters.q || filters.status
          ? () => {
              setTyped('');
              setParams({ form: form.id, view: 'submissions' });
            }
          : undefined
      }
    >
      <CursorTable pages={pages} columns={columns} emptyMessage={filters.q || filters.status ? T.searchEmpty : T.empty} label={T.label} />
      {opened ? (
        <SubmissionDialog
          formId={form.id}
          submission={opened}
          onHide={() => setOpened(undefined)}
          onChanged={() => pages.refresh()}
          onRemove={() => setRemoving(opened)}
        />
      ) : null}
      <Dialog
        header={T.removeHeader}
        visible={removing !== undefined}
        onHide={() => {
          if (!busy) setRemoving(undefined);
        }}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <>
            <Button type="button" label={T.cancel} text onClick={() => setRemoving(undefined)} disabled={busy} />
            <Button type="button" label={T.removeConfirm} severity="danger" loading={busy} onClick={() => void confirmRemove()} />
          </>
        }
      >
        <p>{T.removeMessage}</p>
      </Dialog>
    </DataPage>
  );
}
