import type { SelectOption } from '@shop/shared';
import { sameTurkishName } from '../turkish-filter';

/** POST routes that take `{name}` and answer `{data: {id, name, …}}`. */
export type InlineCreateRoute = 'createBrand' | 'createCategory';

/**
 * Create is offered for the typed name unless it is empty or blank, a create is already in
 * flight, or an option of that name (ignoring Turkish case) already exists to be picked.
 */
export const canCreate = (typed: string, busy: boolean, options: readonly SelectOption[]): boolean =>
  typed.trim() !== '' && !busy && !options.some((option) => sameTurkishName(option.name, typed));
