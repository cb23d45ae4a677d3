/** A calendar day (local midnight, as PrimeReact's Calendar gives it) as YYYY-MM-DD. */
export const dayOf = (date: Date): string =>
  `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** YYYY-MM-DD as the Calendar's local midnight. */
export const dateOfDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day from a URL, or undefined when it is not one. */
export const validDay = (raw: string | null): string | undefined => (raw && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined);
