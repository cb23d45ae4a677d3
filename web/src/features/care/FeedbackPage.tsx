import './care.css';
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  findAdminPage,
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@shop/shared';
import { ApiError } from '../../api/client';
import { formatDateTime } from '../../format/format';
import { toastError, toastSuccess } from '../../ui/toast';
import { CsvExportButton } from '../../widgets/data-page/CsvExportButton';
import { CursorTable, type TableColumn } from '../../widgets/data-page/CursorTable';
import { DataPage } from '../../widgets/data-page/DataPage';
import { FilterSelect } from '../../widgets/data-page/FilterSelect';
import { useCursorPages } from '../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../widgets/data-page/use-url-filters';
import { changeFeedbackStatus, fetchFeedback, type FeedbackFilters } from './care-api';
import { FEEDBACK_CSV_COLUMNS } from './feedback-csv';
import { CARE_ADMIN_TEXTS } from './texts';

const T = CARE_ADMIN_TEXTS.feedback;
const TITLE = findAdminPage('/admin/feedback')?.label;
const SEARCH_DELAY_MS = 300;
const STATUS_OPTIONS = FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] }));
const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }));
const STATUS_SEVERITY: Readonly<Record<FeedbackStatus, 'info' | 'secondary' | 'contrast'>> = {
  unread: 'info',
  read: 'secondary',
  archived: 'contrast',
};

const readFilters = (params: URLSearchParams): FeedbackFilters => {
  const status = params.get('status');
  const category = params.get('category');
  return {
    q: params.get('q')?.trim() || undefined,
    status: (FEEDBACK_STATUSES as readonly string[]).includes(status ?? '') ? (status as FeedbackStatus) : undefined,
    category: (FEEDBACK_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as FeedbackCategory) : undefined,
  };
};

/** Geri Bildirimler: shoppers' notes newest first, read/unread/archived, filters, search and a CSV of the filtered list. */
export default function FeedbackPage() {
  const url = useUrlFilters(readFilters);
  const { filters } = url;
  const [typed, setTyped] = useState(filters.q ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((typed.trim() || undefined) !== filters.q) url.set({ q: typed.trim() || undefined });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // The typed text alone decides; url.set is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const pages = useCursorPages((request, signal) => fetchFeedback({ ...request, ...filters }, signal), url.key);
  const [busyId, setBusyId] = useState<string | undefined>();

  const move = async (f: Feedback, status: FeedbackStatus) => {
    setBusyId(f.id);
    try {
      await changeFeedbackStatus(f.id, status);
      toastSuccess(T.changed);
      pages.refresh();
    } catch (error) {
      toastError(T.failed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusyId(undefined);
    }
  };

  const action = (f: Feedback, status: FeedbackStatus, label: string, aria: string, icon: string) => (
    <Button
      type="button"
      label={label}
      aria-label={aria}
      icon={icon}
      text
      size="small"
      disabled={busyId === f.id}
      onClick={() => void move(f, status)}
    />
  );

  const columns: TableColumn<Feedback>[] = [
    { key: 'createdAt', header: T.columns.createdAt, body: (f) => formatDateTime(f.createdAt) },
    { key: 'category', header: T.columns.category, body: (f) => FEEDBACK_CATEGORY_LABELS[f.category] },
    // Text, as typed: React escapes it; pre-wrap keeps the shopper's line breaks.
    { key: 'message', header: T.columns.message, body: (f) => <p className="care-text care-feedback-message">{f.message}</p> },
    { key: 'rating', header: T.columns.rating, body: (f) => (f.rating === undefined ? T.noRating : T.rating(f.rating)) },
    { key: 'email', header: T.columns.email, body: (f) => f.email ?? '' },
    { key: 'status', header: T.columns.status, body: (f) => <Tag severity={STATUS_SEVERITY[f.status]} value={FEEDBACK_STATUS_LABELS[f.status]} /> },
    {
      key: 'actions',
      header: T.columns.actions,
      align: 'right',
      body: (f) => {
        const date = formatDateTime(f.createdAt);
        return (
          <div className="care-actions">
            {f.status === 'unread' ? action(f, 'read', T.markRead, T.markReadLabel(date), 'pi pi-check') : null}
            {f.status === 'read' ? action(f, 'unread', T.markUnread, T.markUnreadLabel(date), 'pi pi-envelope') : null}
            {f.status === 'archived'
              ? action(f, 'read', T.unarchive, T.unarchiveLabel(date), 'pi pi-replay')
              : action(f, 'archived', T.archive, T.archiveLabel(date), 'pi pi-inbox')}
          </div>
        );
      },
    },
  ];

  return (
    <DataPage
      title={TITLE}
      intro={<p className="page-intro">{T.intro}</p>}
      actions={
        <CsvExportButton
          // The list as filtered on screen, every page of it.
          load={(request, signal) => fetchFeedback({ ...request, ...filters }, signal)}
          columns={FEEDBACK_CSV_COLUMNS}
          fileName={() => `geri-bildirimler-${new Date().toISOString().slice(0, 10)}.csv`}
          label={T.exportCsv}
          exported={T.exported}
        />
      }
      filters={
        <>
          <InputText
            id="feedback-search"
            type="search"
            value={typed}
            maxLength={100}
            placeholder={T.searchPlaceholder}
            aria-label={T.search}
            onChange={(e) => setTyped(e.target.value)}
          />
          <FilterSelect
            param="status"
            value={filters.status}
            options={STATUS_OPTIONS}
            placeholder={T.allStatuses}
            label={T.status}
            onChange={url.set}
          />
          <FilterSelect
            param="category"
            value={filters.category}
            options={CATEGORY_OPTIONS}
            placeholder={T.allCategories}
            label={T.category}
            onChange={url.set}
          />
        </>
      }
      onClearFilters={
        url.clear
          ? () => {
              setTyped('');
              url.clear?.();
            }
          : undefined
      }
    >
      <CursorTable pages={pages} columns={columns} emptyMessage={url.filtered ? T.searchEmpty : T.empty} label={T.label} />
    </DataPage>
  );
}
