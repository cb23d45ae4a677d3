import { Skeleton } from 'primereact/skeleton';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import {
  findAdminPage,
  isPageLive,
  PAGE_STATUS_LABELS,
  PAGE_STATUSES,
  pageHref,
  type ContentPage,
  type ContentPageSummary,
  type PageCategory,
  type PageStatus,
} from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatDateTime, formatNumber } from '../../../format/format';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { useDebouncedValue } from '../../../widgets/use-debounced-value';
import type { FormBlockValue } from './form-block';
import { deletePage, fetchPage, fetchPageCategories, fetchPages } from './page-api';
import { PageForm } from './PageForm';
import { useFormPicker } from './use-form-picker';
import { PAGE_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/content/page')?.label;
const STATUS_OPTIONS = [{ value: '', label: T.allStatuses }, ...PAGE_STATUSES.map((value) => ({ value, label: PAGE_STATUS_LABELS[value] }))];

function StatusTag({ page, now }: { page: ContentPageSummary; now: number }) {
  if (page.status === 'DRAFT') return <Tag value={PAGE_STATUS_LABELS.DRAFT} severity="secondary" />;
  if (page.publishAt && !isPageLive(page, now)) return <Tag value={T.scheduled(formatDateTime(page.publishAt))} severity="info" />;
  return <Tag value={PAGE_STATUS_LABELS.PUBLISHED} severity="success" />;
}

function PageTable({
  pages,
  categories,
  onEdit,
  onDeleted,
}: {
  pages: readonly ContentPageSummary[];
  /** Undefined while they load: the column stays empty rather than saying Kategorisiz. */
  categories: readonly PageCategory[] | undefined;
  onEdit: (id: string) => void;
  onDeleted: () => void;
}) {
  // The moment the list was drawn: a page whose publish date passes meanwhile shows as planned until the next load.
  const [now] = useState(() => Date.now());
  const categoryName = (id: string | null) => (categories ? (categories.find((c) => c.id === id)?.name ?? T.noCategory) : '');
  const remove = (page: ContentPageSummary) =>
    confirmDialog({
      header: T.deleteTitle,
      message: T.deleteConfirm(page.title),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.delete,
      rejectLabel: T.cancel,
      acceptClassName: 'p-button-danger',
      accept: () =>
        void deletePage(page.id).then(
          () => {
            toastSuccess(T.deleted(page.title));
            onDeleted();
          },
          (error: unknown) => toastError(T.deleteFailed, error instanceof ApiError ? error.message : undefined),
        ),
    });
  return (
    <div className="cursor-table">
      <DataTable value={[...pages]} dataKey="id" size="small" stripedRows aria-label={T.listLabel} emptyMessage={T.empty}>
        <Column header={T.title} body={(p: ContentPageSummary) => p.title} />
        <Column header={T.address} body={(p: ContentPageSummary) => <code>{pageHref(p.slug)}</code>} />
        <Column header={T.category} body={(p: ContentPageSummary) => categoryName(p.categoryId)} />
        <Column header={T.status} body={(p: ContentPageSummary) => <StatusTag page={p} now={now} />} />
        <Column header={T.updatedAt} body={(p: ContentPageSummary) => formatDateTime(p.updatedAt)} />
        <Column
          header={T.actions}
          body={(p: ContentPageSummary) => (
            <span className="row-actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                size="small"
                label={T.edit}
                aria-label={T.editPage(p.title)}
                onClick={() => onEdit(p.id)}
              />
              {isPageLive(p, now) ? (
                <a
                  className="p-button p-button-text p-button-sm"
                  href={pageHref(p.slug)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={T.viewPage(p.title)}
                >
                  <i className="pi pi-external-link" aria-hidden="true" />
                  &nbsp;{T.view}
                </a>
              ) : null}
              <Button
                type="button"
                icon="pi pi-trash"
                text
                size="small"
                severity="danger"
                label={T.delete}
                aria-label={T.deletePage(p.title)}
                onClick={() => remove(p)}
              />
            </span>
          )}
        />
      </DataTable>
    </div>
  );
}

/** The edit form of one stored page, loaded by id (again after a 409). */
function EditPage({
  id,
  categories,
  onDone,
  onInsertForm,
}: {
  id: string;
  categories: readonly PageCategory[];
  onDone: () => void;
  onInsertForm: (() => Promise<FormBlockValue | undefined>) | undefined;
}) {
  const page = useRemoteData((signal) => fetchPage(id, signal), `page:${id}`);
  return (
    <RemoteView resource={page} loading={<Skeleton height="10rem" />}>
      {(data: ContentPage) => (
        <PageForm
          key={`${data.id}:${data.version}`}
          page={data}
          categories={categories}
          onSaved={() => page.retry()}
          onCancel={onDone}
          onStale={page.retry}
          onInsertForm={onInsertForm}
        />
      )}
    </RemoteView>
  );
}

/** Sayfalar (`/admin/content/page`): the list with a search and a status filter; `?edit=<id>` or `?new=1` opens the form. */
export default function PagesPage() {
  const { pickForm: onInsertForm, dialog: formPicker } = useFormPicker();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const creating = params.get('new') === '1';
  const q = params.get('q') ?? '';
  const statusParam = params.get('status') ?? '';
  const status: PageStatus | '' = PAGE_STATUSES.includes(statusParam as PageStatus) ? (statusParam as PageStatus) : '';
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search, 300);
  // The search goes into the address once typing pauses, so a filtered list can be linked and reloaded.
  useEffect(() => {
    // Only a settled search (the debounced value caught up with the box): a cleared filter is not put back.
    if (debounced !== search || debounced === q || editing || creating) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, search, q, editing, creating, setParams]);
  const pages = useRemoteData((signal) => fetchPages({ q, status }, signal), `pages:${q}:${status}`);
  const categories = useRemoteData((signal) => fetchPageCategories(signal), 'page-categories');
  const categoryList = categories.status === 'ready' ? categories.data : [];
  const show = (next: Record<string, string>) => setParams(next);
  const backToList = () => {
    show({ ...(q ? { q } : {}), ...(status ? { status } : {}) });
    pages.retry();
  };

  if (creating || editing) {
    return (
      <DataPage title={creating ? T.formNew : TITLE}>
        {creating ? (
          <PageForm
            page={undefined}
            categories={categoryList}
            onSaved={(saved) => show({ edit: saved.id })}
            onCancel={backToList}
            onStale={backToList}
            onInsertForm={onInsertForm}
          />
        ) : (
          <EditPage id={editing ?? ''} categories={categoryList} onDone={backToList} onInsertForm={onInsertForm} />
        )}
        {formPicker}
      </DataPage>
    );
  }

  return (
    <DataPage
      title={TITLE}
      intro={<p className="pages-form__help">{T.intro}</p>}
      actions={<Button type="button" label={T.newPage} icon="pi pi-plus" onClick={() => show({ new: '1' })} />}
      filters={
        <div className="pages-filters">
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              type="search"
              value={search}
              placeholder={T.searchPlaceholder}
              aria-label={T.search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </IconField>
          <Dropdown
            value={status}
            options={STATUS_OPTIONS}
            placeholder={T.allStatuses}
            aria-label={T.statusFilter}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.value) next.set('status', String(e.value));
              else next.delete('status');
              setParams(next, { replace: true });
            }}
          />
        </div>
      }
      onClearFilters={
        q || status
          ? () => {
              setSearch('');
              setParams({}, { replace: true });
            }
          : undefined
      }
    >
      <RemoteView resource={pages} loading={<Skeleton height="10rem" />}>
        {(data) => (
          <>
            <p className="pages-form__help">{T.pageCount(formatNumber(data.length))}</p>
            <PageTable
              pages={data}
              categories={categories.status === 'ready' ? categories.data : undefined}
              onEdit={(id) => show({ edit: id })}
              onDeleted={pages.retry}
            />
          </>
        )}
      </RemoteView>
    </DataPage>
  );
}
