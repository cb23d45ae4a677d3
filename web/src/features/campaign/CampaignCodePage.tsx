import './campaign.css';
import { useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { COUPON_SOURCES, COUPON_STATES, couponState, findAdminPage, type CampaignCode, type CouponSource, type CouponState } from '@shop/shared';
import { formatDateTime, formatNumber } from '../../format/format';
import { CursorTable, type TableColumn } from '../../widgets/data-page/CursorTable';
import { DataPage } from '../../widgets/data-page/DataPage';
import { FilterSelect } from '../../widgets/data-page/FilterSelect';
import { useCursorPages } from '../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../widgets/data-page/use-url-filters';
import { toastError, toastSuccess } from '../../ui/toast';
import { deactivateCode, fetchCodes } from './campaign-api';
import { CreateCodeDialog } from './CreateCodeDialog';
import { STATE_SEVERITY, formatDiscount } from './format-code';
import { CAMPAIGN_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/campaign/code')?.label;
const C = T.columns;
const SOURCE_FILTER = {
  param: 'source',
  options: COUPON_SOURCES.map((value) => ({ value, label: T.sources[value] })),
  placeholder: T.allSources,
  label: T.sourceFilter,
};
const STATE_FILTER = {
  param: 'state',
  options: COUPON_STATES.map((value) => ({ value, label: T.states[value] })),
  placeholder: T.allStates,
  label: T.stateFilter,
};

/** A filter from the URL, when it is one the API takes (a hand-edited URL falls back to "all"). */
const oneOf = <V extends string>(values: readonly V[], raw: string | null): V | undefined => values.find((v) => v === raw);

const filtersOf = (params: URLSearchParams) => ({
  source: oneOf<CouponSource>(COUPON_SOURCES, params.get('source')),
  state: oneOf<CouponState>(COUPON_STATES, params.get('state')),
});

const copy = async (code: string) => {
  try {
    await navigator.clipboard.writeText(code);
    toastSuccess(T.copied(code));
  } catch {
    toastError(T.copyFailed);
  }
};

/** İndirim Kodları: the shop's campaign codes newest first, filtered by source and state (kept in the URL), created and deactivated here. */
export default function CampaignCodePage() {
  const { filters, filtered, set: setFilter, clear, key } = useUrlFilters(filtersOf);
  /** Bumped after a create made on a later page: back to the first page, where the new code is. */
  const [generation, setGeneration] = useState(0);
  const pages = useCursorPages(fetchCodes(filters), `${key}:${String(generation)}`);
  /** Codes changed here (deactivated) show their new state at once, before the list's refresh answers. */
  const [changed, setChanged] = useState<ReadonlyMap<string, CampaignCode>>(new Map());
  const [busyCode, setBusyCode] = useState<string>();
  const [creating, setCreating] = useState(false);

  const deactivate = async (code: string) => {
    setBusyCode(code);
    try {
      const updated = await deactivateCode(code);
      setChanged((m) => new Map(m).set(code, updated));
      toastSuccess(T.deactivated(code));
      pages.refresh();
    } catch (error) {
      toastError(T.deactivateFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setBusyCode(undefined);
    }
  };

  const askDeactivate = (code: string) =>
    confirmDialog({
      header: T.deactivateHeader,
      message: T.deactivateMessage(code),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.deactivate,
      rejectLabel: T.deactivateReject,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => void deactivate(code),
    });

  /** Worked out as a row is drawn, so a code that expires while the page is open shows it on the next render. */
  const stateOf = (c: CampaignCode) => couponState(changed.get(c.code) ?? c, Date.now());
  const columns: TableColumn<CampaignCode>[] = [
    { key: 'code', header: C.code, body: (c) => <span className="campaign-code">{c.code}</span> },
    { key: 'source', header: C.source, body: (c) => T.sources[c.source] },
    { key: 'discount', header: C.discount, align: 'right', body: (c) => formatDiscount(c) },
    {
      key: 'usage',
      header: C.usage,
      align: 'right',
      body: (c) => {
        const used = formatNumber(c.usedCount);
        const limit = formatNumber(c.usageLimit);
        return <span aria-label={T.usageLabel(used, limit)}>{T.usage(used, limit)}</span>;
      },
    },
    { key: 'expiresAt', header: C.expiresAt, body: (c) => (c.expiresAt === null ? T.noExpiry : formatDateTime(c.expiresAt)) },
    {
      key: 'state',
      header: C.state,
      body: (c) => {
        const s = stateOf(c);
        return <Tag value={T.states[s]} severity={STATE_SEVERITY[s]} />;
      },
    },
    {
      key: 'actions',
      header: C.actions,
      align: 'right',
      body: (c) => (
        <div className="campaign-actions">
          <Button
            type="button"
            icon="pi pi-copy"
            label={T.copy}
            aria-label={T.copyLabel(c.code)}
            text
            size="small"
            onClick={() => void copy(c.code)}
          />
          {stateOf(c) === 'ACTIVE' ? (
            <Button
              type="button"
              icon="pi pi-ban"
              label={T.deactivate}
              aria-label={T.deactivateLabel(c.code)}
              severity="danger"
              text
              size="small"
              loading={busyCode === c.code}
              disabled={busyCode !== undefined}
              onClick={() => askDeactivate(c.code)}
            />
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <DataPage
      title={TITLE}
      actions={<Button type="button" label={T.newCode} icon="pi pi-plus" onClick={() => setCreating(true)} />}
      filters={
        <>
          <FilterSelect {...SOURCE_FILTER} value={filters.source} onChange={setFilter} />
          <FilterSelect {...STATE_FILTER} value={filters.state} onChange={setFilter} />
        </>
      }
      onClearFilters={clear}
    >
      <CursorTable pages={pages} columns={columns} emptyMessage={filtered ? T.filteredEmpty : T.empty} label={T.label} />
      <CreateCodeDialog
        visible={creating}
        onHide={() => setCreating(false)}
        onCreated={(code) => {
          setCreating(false);
          toastSuccess(T.create.created(code.code));
          if (pages.pageNumber === 1) pages.refresh();
          else setGeneration((g) => g + 1);
        }}
      />
    </DataPage>
  );
}
