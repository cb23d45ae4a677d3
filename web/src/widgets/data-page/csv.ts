/** One column of a CSV export: its header and the cell of a row. */
export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => string;
}

/** Excel in Turkish reads ';' as the column separator; a field with it, a quote or a line break is quoted. */
const SEPARATOR = ';';
const cell = (value: string): string => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A leading =, +, -, @, tab or carriage return would make a spreadsheet run the cell as a formula: it is kept as text. */
const safe = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rows as CSV text, a header row first; the BOM makes Excel read it as UTF-8 (ç, ğ, ı, ş). */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string => {
  const lines = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))];
  return `\uFEFF${lines.map((line) => line.map((v) => cell(safe(v))).join(SEPARATOR)).join('\r\n')}\r\n`;
};

/** Hands the text to the browser as a file download. */
export const downloadCsv = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
};
