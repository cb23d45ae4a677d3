import { num } from './common';

/** Whether a TL amount has at most two decimals (kuruş), allowing for binary floating point. */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Rounds a TL amount to kuruş, so sums of prices and fees never carry floating-point dust. */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** Money as the project stores it: a number of TL, at least 0, at most two decimals. */
export const moneyAmount = (max: number) =>
  num(0, max).refine(hasAtMostTwoDecimals, { error: (iss) => `${iss.path?.join('.') ?? 'Değer'} en fazla iki ondalık basamak içerebilir.` });

/** A refund or payment amount: at least one kuruş, at most two decimals. */
export const positiveMoneyAmount = (max: number) =>
  moneyAmount(max).refine((v) => v >= 0.01, { error: (iss) => `${iss.path?.join('.') ?? 'Değer'} en az 0,01 olmalıdır.` });
