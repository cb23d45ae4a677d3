import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod';
import { fieldError } from './common';

/*
 * Turkish identity and bank numbers a checkout and an invoice take. The checksums are the
 * published ones (Nüfus ve Vatandaşlık İşleri for the T.C. kimlik no, Gelir İdaresi for the VKN);
 * the IBAN's mod-97 check comes from ibantools.
 */

/** The digit at each position (the callers have checked the value is digits only). */
const digitsOf = (value: string): number[] => Array.from({ length: value.length }, (_, i) => value.charCodeAt(i) - 48);
const sumAt = (d: readonly number[], positions: readonly number[]) => positions.reduce((sum, i) => sum + (d[i] ?? 0), 0);

/** A T.C. kimlik no: 11 digits, not starting with 0, the 10th and 11th digits its checksums. */
export const isTckn = (value: string): boolean => {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = sumAt(d, [0, 2, 4, 6, 8]);
  const even = sumAt(d, [1, 3, 5, 7]);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, x) => sum + x, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
};

/** A vergi kimlik numarası: 10 digits, the last its checksum. */
export const isVkn = (value: string): boolean => {
  if (!/^\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = ((d[i] ?? 0) + 9 - i) % 10;
    let weighted = (shifted * 2 ** (9 - i)) % 9;
    if (shifted !== 0 && weighted === 0) weighted = 9;
    sum += weighted;
  }
  return (10 - (sum % 10)) % 10 === d[9];
};

/** An IBAN as people write it (spaces, lower case) in its electronic form: `TR` and 24 digits. */
export const normalizeIban = (value: string): string => electronicFormatIBAN(value) ?? value.replace(/\s/g, '').toUpperCase();

/** A Turkish IBAN (26 characters, `TR`, its mod-97 check digits right). */
export const isTrIban = (value: string): boolean => /^TR\d{24}$/.test(value) && isValidIBAN(value);

/** `TR33 0006 1005 1978 6457 8413 26`: how an IBAN is shown to be read aloud or copied. */
export const formatIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();

const named = (iss: { path?: readonly PropertyKey[] }, fallback: string) => (iss.path?.length ? iss.path.map(String).join('.') : fallback);

export const tckn = () =>
  z
    .string({ error: fieldError })
    .trim()
    .refine(isTckn, { error: (iss) => `${named(iss, 'T.C. kimlik no')} geçerli bir T.C. kimlik numarası değil.` });

export const vkn = () =>
  z
    .string({ error: fieldError })
    .trim()
    .refine(isVkn, { error: (iss) => `${named(iss, 'Vergi kimlik no')} geçerli bir vergi kimlik numarası değil.` });

export const trIban = () =>
  z
    .string({ error: fieldError })
    .max(40)
    .overwrite(normalizeIban)
    .refine(isTrIban, { error: (iss) => `${named(iss, 'IBAN')} geçerli bir TR IBAN değil (TR ile başlayan 26 karakter).` });
