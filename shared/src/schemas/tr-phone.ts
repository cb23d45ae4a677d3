import * as z from 'zod';
import { fieldError } from './common';

/** How a Turkish number is kept and shown: `0XXX XXX XX XX`. */
export const TR_PHONE_PATTERN = /^0[2-58]\d{2} \d{3} \d{2} \d{2}$/;

/**
 * A Turkish landline, mobile or 850 number as people write it (`0532 123 45 67`, `+90 (212) 555-12-34`,
 * `5321234567`) in the form it is kept in, or undefined when it is not one.
 */
export const normalizeTrPhone = (value: string): string | undefined => {
  const digits = /^(?:\+90|0090|90|0)?([2-58]\d{9})$/.exec(value.replace(/[\s().-]/g, ''))?.[1];
  return digits && `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
};

/** A required Turkish phone number, normalised to `0XXX XXX XX XX`. */
export const trPhone = () =>
  z
    .string({ error: fieldError })
    .trim()
    .min(1)
    .overwrite((value) => normalizeTrPhone(value) ?? value)
    .refine((value) => TR_PHONE_PATTERN.test(value), {
      error: (iss) => `${iss.path?.join('.') ?? 'Telefon'} geçerli bir telefon numarası değil (ör. 0212 555 12 34).`,
    });
