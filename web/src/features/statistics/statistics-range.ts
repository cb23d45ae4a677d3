import { addDays, shopDay } from '@shop/shared';

/** The range picker's choices: a number of shop days ending today, or a custom pair of days. */
export const RANGE_PRESETS = ['today', 'last7', 'last30', 'last90', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, last7: 7, last30: 30, last90: 90 };

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** A preset's shop days (Europe/Istanbul, as the API counts them) ending on the shop's today at `now`. */
export const presetRange = (preset: Exclude<RangePreset, 'custom'>, now: number): DayRange => {
  const to = shopDay(now);
  return { from: addDays(to, 1 - PRESET_DAYS[preset]), to };
};
