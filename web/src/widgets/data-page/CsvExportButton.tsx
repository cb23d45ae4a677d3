import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { formatNumber } from '../../format/format';
import { toastError, toastSuccess } from '../../ui/toast';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import type { Page } from './page';
import { PAGE_TEXTS } from './texts';
import type { PageRequest } from './use-cursor-pages';

/** Rows a CSV request asks for: the most a list route gives at once. */
const EXPORT_PAGE_SIZE = 100;

interface Props<T> {
  /** The list as it is filtered on screen; read page by page. */
  readonly load: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>;
  readonly columns: readonly CsvColumn<T>[];
  /** Asked when the file is made (a name may carry the day). */
  readonly fileName: () => string;
  /** Rows read at most, so the browser stays responsive; the rest is left out and said so. */
  readonly max?: number;
  readonly label: string;
  readonly exported: (count: string) => string;
  /** Said instead of `exported` when `max` cut the list. */
  readonly capped?: (max: string) => string;
}

/** Reads every page of the list up to `max` rows; `capped` when more were left. */
export const fetchAllPages = async <T,>(load: Props<T>['load'], max: number, signal: AbortSignal): Promise<{ rows: T[]; capped: boolean }> => {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await load({ limit: EXPORT_PAGE_SIZE, cursor }, signal);
    rows.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor !== undefined && rows.length < max);
  return { rows: rows.slice(0, max), capped: cursor !== undefined || rows.length > max };
};

/** A data page's "CSV indir": the filtered list as a CSV file (`;`, BOM, formula-safe), with a toast that says how many rows. */
export function CsvExportButton<T>({ load, columns, fileName, max = Number.POSITIVE_INFINITY, label, exported, capped }: Props<T>) {
  const [exporting, setExporting] = useState(false);
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const exportCsv = async () => {
    setExporting(true);
    controller.current = new AbortController();
    try {
      const all = await fetchAllPages(load, max, controller.current.signal);
      downloadCsv(toCsv(columns, all.rows), fileName());
      toastSuccess(all.capped && capped ? capped(formatNumber(max)) : exported(formatNumber(all.rows.length)));
    } catch (error) {
      // Leaving the page stops the export; that is no failure to report.
      if (controller.current.signal.aborted) return;
      toastError(PAGE_TEXTS.exportFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      type="button"
      label={exporting ? PAGE_TEXTS.exporting : label}
      icon="pi pi-download"
      outlined
      loading={exporting}
      onClick={() => void exportCsv()}
    />
  );
}
