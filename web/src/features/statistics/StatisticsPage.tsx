import './statistics.css';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { findAdminPage, PAYMENT_METHOD_LABELS, type Statistics, type StatisticsRanked } from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { formatCurrency, formatNumber } from '../../format/format';
import { dateOfDay, dayOf } from '../../format/shop-day';
import { downloadCsv, toCsv } from '../../widgets/data-page/csv';
import { DataPage } from '../../widgets/data-page/DataPage';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { DAY_CSV_COLUMNS, SUMMARY_CSV_COLUMNS, summaryCsvRows } from './statistics-csv';
import { fetchStatistics } from './statistics-api';
import { formatChange, formatDay, summaryRows, type FigureKey } from './statistics-format';
import { presetRange, RANGE_PRESETS, type DayRange, type RangePreset } from './statistics-range';
import { STATISTICS_TEXTS as T } from './texts';

// chart.js is large: it loads with this page only, after the figures.
const StatisticsChart = lazy(() => import('./StatisticsChart'));

const TITLE = findAdminPage('/admin/statistics')?.label;
/** A DataTable's name is its <table>'s (the label on DataTable itself goes to a wrapper no reader announces). */
const labelled = (label: string) => ({ table: { 'aria-label': label } });
const HEADLINE: readonly FigureKey[] = ['revenue', 'orders', 'averageOrderValue', 'newCustomers'];

function RangePicker({ preset, range, onChange }: { preset: RangePreset; range: DayRange; onChange: (p: RangePreset, r: DayRange) => void }) {
  return (
    <>
      <SelectButton
        value={preset}
        options={RANGE_PRESETS.map((value) => ({ value, label: T.presets[value] }))}
        allowEmpty={false}
        aria-label={T.range}
        onChange={(e) => {
          const next = e.value as RangePreset;
          onChange(next, next === 'custom' ? range : presetRange(next, Date.now()));
        }}
      />
      {preset === 'custom' ? (
        <Calendar
          value={[dateOfDay(range.from), dateOfDay(range.to)]}
          selectionMode="range"
          readOnlyInput
          locale="tr"
          dateFormat="dd.mm.yy"
          maxDate={new Date()}
          aria-label={T.customRange}
          onChange={(e) => {
            const [from, to] = (e.value as (Date | null)[] | null) ?? [];
            if (from && to) onChange('custom', { from: dayOf(from), to: dayOf(to) });
          }}
        />
      ) : null}
    </>
  );
}

function Headline({ s }: { s: Statistics }) {
  const rows = summaryRows(s);
  return (
    <ul className="statistics-cards" aria-label={T.summaryTitle}>
      {HEADLINE.map((key) => {
        const row = rows.find((r) => r.key === key);
        return row ? (
          <li key={key} className="statistics-card">
            <span className="statistics-card-label">{row.label}</span>
            <strong data-testid={`statistics-${key}`}>{row.current}</strong>
            <small>
              {T.previous}: {row.previous} · {formatChange(key, s.current[key], s.previous[key])}
            </small>
          </li>
        ) : null;
      })}
    </ul>
  );
}

function RankedTable({ title, rows, nameHeader }: { title: string; rows: readonly StatisticsRanked[]; nameHeader: string }) {
  return (
    <section className="statistics-block">
      <h2>{title}</h2>
      <DataTable value={[...rows]} dataKey="id" size="small" pt={labelled(title)} emptyMessage={T.noneSold} stripedRows>
        <Column header={T.rank} body={(_r: StatisticsRanked, o: { rowIndex: number }) => formatNumber(o.rowIndex + 1)} />
        <Column header={nameHeader} field="name" />
        <Column header={T.quantity} body={(r: StatisticsRanked) => formatNumber(r.quantity)} align="right" />
        <Column header={T.figures.revenue} body={(r: StatisticsRanked) => formatCurrency(r.revenue)} align="right" />
      </DataTable>
    </section>
  );
}

function Figures({ s }: { s: Statistics }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const empty = s.current.orders === 0;
  return (
    <>
      <p className="statistics-muted">
        {T.period(formatDay(s.from), formatDay(s.to))} · {T.comparedWith(T.period(formatDay(s.previousFrom), formatDay(s.previousTo)))}
      </p>
      <Headline s={s} />
      {empty ? <p className="statistics-empty">{T.noOrders}</p> : null}
      <section className="statistics-block">
        <div className="statistics-block-head">
          <h2>{T.seriesTitle}</h2>
          <SelectButton
            value={view}
            options={[
              { value: 'chart', label: T.chart },
              { value: 'table', label: T.table },
            ]}
            allowEmpty={false}
            aria-label={T.view}
            onChange={(e) => setView(e.value as 'chart' | 'table')}
          />
        </div>
        {view === 'chart' ? (
          <Suspense fallback={<Skeleton height="18rem" />}>
            <StatisticsChart days={s.days} />
          </Suspense>
        ) : (
          <DataTable value={[...s.days]} dataKey="day" size="small" pt={labelled(T.seriesTable)} scrollable scrollHeight="24rem" stripedRows>
            <Column header={T.day} body={(d: Statistics['days'][number]) => formatDay(d.day)} />
            <Column header={T.figures.revenue} body={(d: Statistics['days'][number]) => formatCurrency(d.revenue)} align="right" />
            <Column header={T.figures.orders} body={(d: Statistics['days'][number]) => formatNumber(d.orders)} align="right" />
            <Column header={T.figures.newCustomers} body={(d: Statistics['days'][number]) => formatNumber(d.newCustomers)} align="right" />
          </DataTable>
        )}
      </section>
      <section className="statistics-block">
        <h2>{T.summaryTitle}</h2>
        <DataTable value={summaryRows(s)} dataKey="key" size="small" pt={labelled(T.summaryTable)} stripedRows>
          <Column header={T.figure} field="label" />
          <Column header={T.current} field="current" align="right" />
          <Column header={T.previous} field="previous" align="right" />
          <Column header={T.change} field="change" align="right" />
        </DataTable>
      </section>
      <section className="statistics-block">
        <h2>{T.paymentTitle}</h2>
        <DataTable value={[...s.paymentMethods]} dataKey="method" size="small" pt={labelled(T.paymentTable)} stripedRows>
          <Column header={T.method} body={(m: Statistics['paymentMethods'][number]) => PAYMENT_METHOD_LABELS[m.method]} />
          <Column header={T.figures.orders} body={(m: Statistics['paymentMethods'][number]) => formatNumber(m.orders)} align="right" />
          <Column header={T.figures.revenue} body={(m: Statistics['paymentMethods'][number]) => formatCurrency(m.revenue)} align="right" />
          <Column header={T.previousOrders} body={(m: Statistics['paymentMethods'][number]) => formatNumber(m.previousOrders)} align="right" />
          <Column header={T.previousRevenue} body={(m: Statistics['paymentMethods'][number]) => formatCurrency(m.previousRevenue)} align="right" />
        </DataTable>
      </section>
      <div className="statistics-grid">
        <RankedTable title={T.topProductsByRevenue} rows={s.topProductsByRevenue} nameHeader={T.product} />
        <RankedTable title={T.topProductsByQuantity} rows={s.topProductsByQuantity} nameHeader={T.product} />
        <RankedTable title={T.topCategoriesByRevenue} rows={s.topCategoriesByRevenue} nameHeader={T.category} />
        <RankedTable title={T.topCategoriesByQuantity} rows={s.topCategoriesByQuantity} nameHeader={T.category} />
      </div>
    </>
  );
}

/** İstatistikler: a period's sales figures against the period before, from the day counters (GET /api/admin/statistics). */
export default function StatisticsPage() {
  const [choice, setChoice] = useState<{ preset: RangePreset; range: DayRange }>(() => ({
    preset: 'last30',
    range: presetRange('last30', Date.now()),
  }));
  const { range } = choice;
  const figures = useRemoteData((signal) => fetchStatistics(range.from, range.to, signal), `${range.from}:${range.to}`);
  const data = figures.status === 'ready' ? figures.data : undefined;
  const fileName = (kind: string) => `istatistikler-${kind}-${range.from}-${range.to}.csv`;
  return (
    <DataPage
      title={TITLE}
      className="statistics-page"
      intro={<p className="statistics-muted">{T.intro}</p>}
      actions={
        <div className="statistics-actions">
          <Button
            type="button"
            icon="pi pi-download"
            label={T.csvSummary}
            outlined
            disabled={!data}
            onClick={() => data && downloadCsv(toCsv(SUMMARY_CSV_COLUMNS, summaryCsvRows(data)), fileName('ozet'))}
          />
          <Button
            type="button"
            icon="pi pi-download"
            label={T.csvDays}
            outlined
            disabled={!data}
            onClick={() => data && downloadCsv(toCsv(DAY_CSV_COLUMNS, data.days), fileName('gunluk'))}
          />
        </div>
      }
      filters={<RangePicker preset={choice.preset} range={range} onChange={(preset, next) => setChoice({ preset, range: next })} />}
    >
      <RemoteView resource={figures} loading={<Skeleton height="20rem" />} summary={T.failed}>
        {(s) => <Figures s={s} />}
      </RemoteView>
    </DataPage>
  );
}
