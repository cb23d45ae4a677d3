import './questions.css';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Chip } from 'primereact/chip';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { findAdminPage, QUESTION_SEARCH_MAX, QUESTION_STATUS_LABELS, QUESTION_STATUSES, type ProductQuestionSummary } from '@shop/shared';
import { formatDateTime } from '../../../format/format';
import { CursorTable, type TableColumn } from '../../../widgets/data-page/CursorTable';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { FilterSelect } from '../../../widgets/data-page/FilterSelect';
import { useCursorPages } from '../../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../../widgets/data-page/use-url-filters';
import { fetchQuestions } from './question-api';
import { questionFiltersOf } from './question-filters';
import { QuestionStatusTag } from './QuestionStatusTag';
import { QUESTION_PAGE_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/catalog/question/list')?.label;
const SEARCH_DELAY_MS = 300;
const PREVIEW = 90;

export const questionPath = (id: string) => `/admin/catalog/question/${encodeURIComponent(id)}`;

const STATUS_FILTER = {
  param: 'status',
  options: QUESTION_STATUSES.map((value) => ({ value, label: QUESTION_STATUS_LABELS[value] })),
  placeholder: T.filters.allStatuses,
  label: T.filters.status,
};

const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

const columns = (filterProduct: (q: ProductQuestionSummary) => void): TableColumn<ProductQuestionSummary>[] => [
  {
    key: 'question',
    header: T.columns.question,
    // Text, never markup: whatever the shopper typed shows as they typed it.
    body: (q) => (
      <Link className="row-link question-preview" to={questionPath(q.id)}>
        {preview(q.text)}
      </Link>
    ),
  },
  {
    key: 'product',
    header: T.columns.product,
    body: (q) => (
      <Button type="button" link className="question-product" label={q.productName} title={T.filters.productOnly} onClick={() => filterProduct(q)} />
    ),
  },
  {
    key: 'asker',
    header: T.columns.asker,
    body: (q) => (
      <span className="question-two-line">
        {q.asker.name}
        <small>{q.asker.email}</small>
      </span>
    ),
  },
  { key: 'createdAt', header: T.columns.createdAt, body: (q) => formatDateTime(q.createdAt) },
  { key: 'status', header: T.columns.status, body: (q) => <QuestionStatusTag status={q.status} /> },
];

function SearchBox({ value, onSearch }: { readonly value: string | undefined; readonly onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setTyped(value ?? '');
  }
  useEffect(() => {
    if (typed.trim() === (value ?? '')) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <IconField iconPosition="left" className="question-search">
      <InputIcon className="pi pi-search" aria-hidden="true" />
      <InputText
        type="search"
        value={typed}
        maxLength={QUESTION_SEARCH_MAX}
        placeholder={T.filters.searchPlaceholder}
        aria-label={T.filters.search}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(typed.trim());
        }}
      />
    </IconField>
  );
}

/**
 * Ürün Soruları: questions newest first, filtered by status, product (a row's product name sets it)
 * and a search, all in the URL; a question opens on its own page (Soru Detayı).
 */
export default function QuestionListPage() {
  const { filters, filtered, set: setFilter, clear, key } = useUrlFilters(questionFiltersOf);
  const [params] = useSearchParams();
  const pages = useCursorPages(fetchQuestions(filters), key);
  const productName = params.get('productName') ?? filters.productId;
  return (
    <DataPage
      title={TITLE}
      className="questions-page"
      intro={<p className="question-intro">{T.intro}</p>}
      filters={
        <>
          <SearchBox value={filters.q} onSearch={(q) => setFilter({ q })} />
          <FilterSelect {...STATUS_FILTER} value={filters.status} onChange={setFilter} />
          {filters.productId ? (
            <Chip
              label={T.filters.product(productName ?? '')}
              removable
              removeIcon="pi pi-times"
              pt={{ removeIcon: { 'aria-label': T.filters.clearProduct, role: 'button', tabIndex: 0 } }}
              onRemove={() => {
                setFilter({ productId: undefined, productName: undefined });
                return true;
              }}
            />
          ) : null}
        </>
      }
      onClearFilters={clear}
    >
      <CursorTable
        pages={pages}
        columns={columns((q) => setFilter({ productId: q.productId, productName: q.productName }))}
        emptyMessage={filtered ? T.filteredEmpty : T.empty}
        label={T.listLabel}
      />
    </DataPage>
  );
}
