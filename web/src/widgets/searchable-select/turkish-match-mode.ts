import { FilterService } from 'primereact/api';
import type { DropdownProps } from 'primereact/dropdown';
import { matchesTurkish } from '../turkish-filter';

/**
 * PrimeReact's own "contains" strips only Latin-1 accents, so its results mix Turkish and
 * accent-blind rules; this registered rule is ours (turkish-filter.ts) alone.
 */
const RULE = 'turkishContains';
const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
FilterService.register(RULE, (value: unknown, filter: unknown) => matchesTurkish(textOf(value), textOf(filter)));

// The prop's type lists only the built-in rules, though FilterService looks registered ones up by name.
export const TURKISH_MATCH_MODE = RULE as DropdownProps['filterMatchMode'];
