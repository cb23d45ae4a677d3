import { randomUUID } from 'node:crypto';
import type { OptionType, OptionTypeUpsert, OptionValue } from '@shop/shared';
import { conflict, invalid } from '../domain-error';
import { countOptionUse } from '../../repositories/option-type-repository';
import { SETUP_TEXTS } from './setup-texts';

/**
 * The values as stored, in the order given: a value that names a stored id keeps it, a new one
 * gets an id; only COLOR types keep swatches. An id this type does not hold is refused.
 */
export const optionValuesFrom = (upsert: OptionTypeUpsert, previous: readonly OptionValue[] = []): OptionValue[] => {
  const known = new Set(previous.map((v) => v.id));
  return upsert.values.map((value, index) => {
    if (value.id !== undefined && !known.has(value.id)) throw invalid(SETUP_TEXTS.optionValueUnknown(index), `values.${index}.id`);
    return {
      id: value.id ?? randomUUID(),
      label: value.label,
      ...(upsert.kind === 'COLOR' && value.swatch !== undefined ? { swatch: value.swatch } : {}),
    };
  });
};

/**
 * Variants name their options by type name and value label, so what they use cannot change:
 * a renamed type counts every value's use, a removed or relabelled value its own. Refused with
 * the first clash and how many variants use it.
 */
export const checkOptionEdit = async (previous: OptionType, next: Pick<OptionType, 'name' | 'values'>): Promise<void> => {
  if (next.name !== previous.name) {
    const used = await usedVariants(previous);
    if (used > 0) throw conflict(SETUP_TEXTS.optionNameInUse(previous.name, used));
  }
  const nextLabels = new Map(next.values.map((v) => [v.id, v.label]));
  for (const value of previous.values) {
    if (nextLabels.get(value.id) === value.label) continue;
    const used = await countOptionUse(previous.name, value.label);
    if (used > 0) throw conflict(SETUP_TEXTS.optionValueInUse(value.label, used));
  }
};

/** How many variants use any of the type's values. */
export const usedVariants = async (type: Pick<OptionType, 'name' | 'values'>): Promise<number> =>
  (await Promise.all(type.values.map((v) => countOptionUse(type.name, v.label)))).reduce((a, b) => a + b, 0);
