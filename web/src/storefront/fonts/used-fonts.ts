import { FONT_FAMILY_CHOICES, FONT_WEIGHTS } from '@shop/shared';

/** A theme's font keys ('open sans') with the weights its text is drawn in. */
export type UsedFonts = ReadonlyMap<string, ReadonlySet<number>>;

/** Regular and bold are drawn by every text block (body, headings, buttons) whatever its style says. */
const ALWAYS = [400, 700] as const;
const KNOWN_FAMILIES: ReadonlySet<string> = new Set(FONT_FAMILY_CHOICES);
const KNOWN_WEIGHTS: ReadonlySet<number> = new Set(FONT_WEIGHTS);

/**
 * Every font the components' data names: a `fontFamily` (or `…FontFamily`) key with its sibling
 * `fontWeight` (`…FontWeight`). The walk is generic so a new component type's text styles count
 * without being listed here.
 */
export const usedFonts = (componentData: Iterable<unknown>): UsedFonts => {
  const used = new Map<string, Set<number>>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(record)) {
      if (typeof field === 'string' && /^(font|.+Font)Family$/.test(key) && KNOWN_FAMILIES.has(field)) {
        const weights = used.get(field) ?? new Set<number>(ALWAYS);
        const weight = record[key.replace(/Family$/, 'Weight')];
        if (typeof weight === 'number' && KNOWN_WEIGHTS.has(weight)) weights.add(weight);
        used.set(field, weights);
      } else {
        visit(field);
      }
    }
  };
  for (const data of componentData) visit(data);
  return used;
};
