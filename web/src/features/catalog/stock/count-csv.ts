import type { StockCountRow } from '@shop/shared';

/** A header row names its columns; a data row's first cell is a SKU, which is never one of these words. */
const HEADER = /^(sku|stok kodu)$/i;

/**
 * A stock-count file (`SKU;Depo kodu;Miktar`), separated by `;` (Turkish spreadsheets) or `,`,
 * with or without a header. With `;` a comma is a decimal mark (`2,5`); with `,` quantities need
 * quotes for one (`"2,5"`). Empty lines are skipped; a line with too few cells keeps what it has
 * so the server can say what is missing.
 */
export const parseCountCsv = (text: string): StockCountRow[] => {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const first = lines[0] ?? '';
  const separator = first.includes(';') ? ';' : ',';
  const rows = lines.map((line) => splitLine(line, separator));
  const data = rows[0] && HEADER.test((rows[0][0] ?? '').trim()) ? rows.slice(1) : rows;
  return data.map(([sku = '', warehouseCode = '', quantity = '']) => ({
    sku: sku.trim(),
    warehouseCode: warehouseCode.trim(),
    quantity: quantity.trim(),
  }));
};

/** Splits one line on the separator, honouring double quotes (`"2,5"`, `"a ""b"""`). */
const splitLine = (line: string, separator: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line.charAt(i);
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
};
