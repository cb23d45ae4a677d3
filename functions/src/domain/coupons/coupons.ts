import {
  popupSettingsSchema,
  type AuditEntry,
  type CampaignCode,
  type CampaignCodeCreateRequest,
  type PopupSettings,
  type ThemeComponent,
} from '@shop/shared';
import { putNewCode } from '../../repositories/campaign-code-repository';
import { generateCouponCode } from './coupon-code';

/** A generated code colliding with a stored one is a 1 in 2^50 event per code; a few draws are plenty. */
const ATTEMPTS = 5;

const time = (iso: string | null | undefined): number | undefined => {
  if (!iso) return undefined;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : t;
};

/** The popup's settings when it gives coupons right now: a COUPON popup, switched on, within its dates. */
export const liveCouponPopup = (popup: ThemeComponent | undefined, now: number): { id: string; settings: PopupSettings } | undefined => {
  if (!popup?.isActive) return undefined;
  const parsed = popupSettingsSchema.safeParse(popup.componentData);
  if (!parsed.success) return undefined;
  const settings = parsed.data;
  const start = time(settings.startDate);
  const end = time(settings.endDate);
  const live = settings.isActive && settings.type === 'COUPON' && (start === undefined || now >= start) && (end === undefined || now <= end);
  return live ? { id: String(popup.id), settings } : undefined;
};

/** `couponTime` minutes from now; no expiry when the popup sets none. */
export const popupCouponExpiry = (settings: PopupSettings, now: number): string | null =>
  settings.couponTime === null || settings.couponTime <= 0 ? null : new Date(now + settings.couponTime * 60_000).toISOString();

const storeNew = async (make: (code: string) => CampaignCode, audit?: (code: CampaignCode) => AuditEntry): Promise<CampaignCode> => {
  for (let attempt = 1; ; attempt++) {
    const code = make(generateCouponCode());
    if (await putNewCode(code, audit?.(code))) return code;
    if (attempt === ATTEMPTS) throw new Error('No free coupon code after several draws');
  }
};

const base = { usedCount: 0, isActive: true, deactivatedAt: null, deactivatedBy: null } as const;

/** A shopper's code from the popup: single use, the popup's discount, its minutes. */
export const createPopupCoupon = (popup: { id: string; settings: PopupSettings }, now: number): Promise<CampaignCode> =>
  storeNew((code) => ({
    ...base,
    code,
    discountType: popup.settings.couponDiscountType,
    discountValue: popup.settings.couponDiscountValue,
    expiresAt: popupCouponExpiry(popup.settings, now),
    usageLimit: 1,
    source: 'POPUP',
    popupId: popup.id,
    createdAt: new Date(now).toISOString(),
    createdBy: null,
  }));

/** An admin's code: the one they typed (undefined when it is taken) or a generated one, written with the entry `audit` makes. */
export const createManualCode = async (
  request: CampaignCodeCreateRequest,
  createdBy: string,
  now: number,
  audit?: (code: CampaignCode) => AuditEntry,
): Promise<CampaignCode | undefined> => {
  const make = (code: string): CampaignCode => ({
    ...base,
    code,
    discountType: request.discountType,
    discountValue: request.discountValue,
    expiresAt: request.expiresAt === null ? null : new Date(request.expiresAt).toISOString(),
    usageLimit: request.usageLimit,
    source: 'MANUAL',
    popupId: null,
    createdAt: new Date(now).toISOString(),
    createdBy,
  });
  if (request.code === undefined) return storeNew(make, audit);
  const code = make(request.code);
  return (await putNewCode(code, audit?.(code))) ? code : undefined;
};
