import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { STOCK_LIMITS, type StockCountImportAnswer, type StockCountRow } from '@shop/shared';
import { ApiError } from '../../../api/client';
import { formatNumber } from '../../../format/format';
import { parseCountCsv } from './count-csv';
import { importCount } from './stock-api';
import { STOCK_TEXTS } from './texts';

const T = STOCK_TEXTS.importCount;
type PreviewRow = StockCountImportAnswer['rows'][number];

const failure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : navigator.onLine ? STOCK_TEXTS.failed : STOCK_TEXTS.offline;

/**
 * **Sayım içe aktar**: a CSV file is previewed by the server (every bad row with its reason);
 * Uygula is offered only when every row is valid, and writes them all or none.
 */
export function CountImportDialog({ onHide, onWritten }: { readonly onHide: () => void; readonly onWritten: (rows: number) => void }) {
  const [rows, setRows] = useState<StockCountRow[]>();
  const [preview, setPreview] = useState<StockCountImportAnswer>();
  const [phase, setPhase] = useState<'idle' | 'checking' | 'writing'>('idle');
  const [error, setError] = useState<string>();

  const choose = async (file: File) => {
    setPreview(undefined);
    setError(undefined);
    const parsed = parseCountCsv(await file.text());
    if (parsed.length === 0) {
      setError(T.noRows);
      return;
    }
    if (parsed.length > STOCK_LIMITS.importRows) {
      setError(T.tooMany(formatNumber(STOCK_LIMITS.importRows)));
      return;
    }
    setRows(parsed);
    setPhase('checking');
    try {
      setPreview(await importCount({ rows: parsed, commit: false }));
    } catch (e) {
      setError(failure(e));
    }
    setPhase('idle');
  };

  const apply = async () => {
    if (!rows) return;
    setPhase('writing');
    setError(undefined);
    try {
      const answer = await importCount({ rows, commit: true });
      onWritten(answer.written);
    } catch (e) {
      setError(failure(e));
      setPhase('idle');
    }
  };

  const valid = preview?.invalidRows === 0;
  const busy = phase !== 'idle';
  return (
    <Dialog
      header={T.header}
      visible
      modal
      draggable={false}
      style={{ width: 'min(56rem, 95vw)' }}
      onHide={() => {
        if (!busy) onHide();
      }}
      footer={
        <>
          <Button type="button" label={STOCK_TEXTS.cancel} text onClick={onHide} disabled={busy} />
          {valid ? (
            <Button
              type="button"
              label={phase === 'writing' ? T.writing : T.apply}
              icon="pi pi-check"
              loading={phase === 'writing'}
              onClick={() => void apply()}
            />
          ) : null}
        </>
      }
    >
      <p>{T.help}</p>
      <label className="p-button p-button-outlined stock-file">
        <i className="pi pi-upload" aria-hidden="true" />
        <span>{T.file}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="stock-file-input"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void choose(file);
          }}
        />
      </label>
      {busy ? <ProgressBar mode="indeterminate" style={{ height: '0.4rem' }} aria-label={phase === 'writing' ? T.writing : T.checking} /> : null}
      {error ? <Message severity="error" text={error} /> : null}
      {preview ? (
        <>
          <p role="status">
            {T.summary(formatNumber(preview.rows.length), formatNumber(preview.invalidRows))} {valid ? T.allValid : T.fixFirst}
          </p>
          <DataTable
            value={valid ? preview.rows : preview.rows.filter((r) => r.error)}
            size="small"
            scrollable
            scrollHeight="22rem"
            aria-label={T.header}
            paginator={preview.rows.length > 200}
            rows={200}
          >
            <Column header={T.columns.line} field="line" />
            <Column header={T.columns.sku} field="sku" />
            <Column header={T.columns.warehouse} field="warehouseCode" />
            <Column header={T.columns.quantity} align="right" body={(r: PreviewRow) => (r.quantity === undefined ? '—' : formatNumber(r.quantity))} />
            <Column
              header={T.columns.before}
              align="right"
              body={(r: PreviewRow) => (r.onHandBefore === undefined ? '—' : formatNumber(r.onHandBefore))}
            />
            <Column
              header={T.columns.error}
              body={(r: PreviewRow) => (r.error ? <span className="p-error">{r.error}</span> : <Tag severity="success" value={T.ok} />)}
            />
          </DataTable>
        </>
      ) : null}
    </Dialog>
  );
}
