import type { CampaignCode, CouponState } from '@shop/shared';
import { formatCurrency } from '../../format/format';

const percentFormat = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 2 });

/** `%15` or `₺50,00`, as a Turkish reader writes them. */
export const formatDiscount = (code: Pick<CampaignCode, 'discountType' | 'discountValue'>): string =>
  code.discountType === 'PERCENTAGE' ? percentFormat.format(code.discountValue / 100) : formatCurrency(code.discountValue);

export const STATE_SEVERITY = {
  ACTIVE: 'success',
  EXPIRED: 'warning',
  USED_UP: 'info',
  INACTIVE: 'secondary',
} as const satisfies Record<CouponState, 'success' | 'warning' | 'info' | 'secondary'>;
