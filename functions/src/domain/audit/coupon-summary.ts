import type { CampaignCode } from '@shop/shared';

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const day = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });

/** A new code in a sentence: its discount, usage limit and expiry, as the İndirim Kodları page shows them. */
export const couponSummary = (code: CampaignCode): string => {
  const discount = code.discountType === 'PERCENTAGE' ? `%${code.discountValue}` : money.format(code.discountValue);
  const expiry = code.expiresAt === null ? 'süresiz' : `son gün ${day.format(new Date(code.expiresAt))}`;
  return `${discount} indirim, ${code.usageLimit} kullanım, ${expiry}`;
};
