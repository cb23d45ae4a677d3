const LOCALE = 'tr-TR';

/**
 * Lower case under Turkish rules: `I` becomes `ı` and `İ` becomes `i`, so "ISPARTA" is
 * "ısparta" (found by "ıspa", not by "ispa") and "İZMİR" is "izmir". Letters are otherwise
 * kept as typed: "c" does not find "ç".
 */
export const turkishLower = (text: string): string => text.normalize('NFC').toLocaleLowerCase(LOCALE);

/** Whether `label` contains `query`, ignoring case the Turkish way; a blank query matches everything. */
export const matchesTurkish = (label: string, query: string): boolean => {
  const needle = turkishLower(query.trim());
  return needle === '' || turkishLower(label).includes(needle);
};

const collator = new Intl.Collator(LOCALE, { sensitivity: 'base' });

/** Whether two names are the same for a person reading Turkish ("marka" and "MARKA"). */
export const sameTurkishName = (a: string, b: string): boolean => collator.compare(a.trim(), b.trim()) === 0;
