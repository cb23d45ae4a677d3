import { lowerTurkish, normalizeName } from '@shop/shared';

/** "Yardım", " YARDIM " and "yardım" are one category name to a Turkish reader. */
export const sameCategoryName = (a: string, b: string): boolean => lowerTurkish(normalizeName(a)) === lowerTurkish(normalizeName(b));
