/** Dates, numbers, money and sorting the way a Turkish reader expects them (tr-TR, Europe/Istanbul). */
const LOCALE = 'tr-TR';
const TIME_ZONE = 'Europe/Istanbul';

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE });
const numberFormat = new Intl.NumberFormat(LOCALE);
const currencyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'TRY' });
const collator = new Intl.Collator(LOCALE, { sensitivity: 'base', numeric: true });
const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const asDate = (value: string | Date): Date | undefined => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** An unreadable date is shown as it came rather than as "Invalid Date". */
export const formatDateTime = (value: string | Date): string => {
  const date = asDate(value);
  return date ? dateTimeFormat.format(date) : String(value);
};

export const formatDate = (value: string | Date): string => {
  const date = asDate(value);
  return date ? dateFormat.format(date) : String(value);
};

export const formatNumber = (value: number): string => numberFormat.format(value);

/** Prices are Turkish lira. */
export const formatCurrency = (value: number): string => currencyFormat.format(value);

/** File sizes in the largest unit that keeps the number at least 1 (1024 steps). */
export const formatBytes = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(LOCALE, { style: 'unit', unit: byteUnits[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
};

/** Turkish alphabetical order (ç after c, ı before i, ş after s ...). */
export const compareTr = (a: string, b: string): number => collator.compare(a, b);
