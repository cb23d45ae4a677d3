import * as z from 'zod';
import { trProvince } from '../geo/tr-provinces';
import { bool, fieldError, int, list, num, object, text, visibleText } from '../schemas/common';
import { moneyAmount, roundMoney } from '../schemas/money';
import { trPhone } from '../schemas/tr-phone';

/**
 * Kargo Otomasyonu: one item, read by the order pages (carriers, tracking links), returns (the
 * window and address), the scheduled havale cancellation (the window) and checkout (fees). The
 * bank accounts it once held live in Genel Ayarlar (general-settings.ts).
 */

/** Where a carrier's tracking URL template takes the tracking number. */
export const TRACKING_NUMBER_PLACEHOLDER = '{takipNo}';

/** Our limits (the spec gives none). */
export const CARGO_LIMITS = {
  carriers: 20,
  carrierCode: 20,
  carrierName: 60,
  trackingUrl: 500,
  feeRows: 30,
  maxDesi: 10_000,
  maxFee: 100_000,
  maxThreshold: 10_000_000,
  havaleDays: { min: 1, max: 30 },
  /** Mesafeli Sözleşmeler Yönetmeliği: the cayma hakkı is at least 14 days, so a shop may not offer fewer. */
  returnDays: { min: 14, max: 365 },
  addressName: 100,
  addressLine: 200,
  place: 60,
} as const;

/**
 * The carriers every shop has (their public tracking pages, as of 2026): they cannot be removed or
 * renamed, only switched off or given another template.
 */
export const BUILT_IN_CARRIERS = [
  { code: 'YURTICI', name: 'Yurtiçi Kargo', trackingUrlTemplate: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={takipNo}' },
  { code: 'ARAS', name: 'Aras Kargo', trackingUrlTemplate: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code={takipNo}' },
  { code: 'MNG', name: 'MNG Kargo', trackingUrlTemplate: 'https://kargotakip.mngkargo.com.tr/?takipNo={takipNo}' },
  { code: 'PTT', name: 'PTT Kargo', trackingUrlTemplate: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q={takipNo}' },
  { code: 'SURAT', name: 'Sürat Kargo', trackingUrlTemplate: 'https://suratkargo.com.tr/KargoTakip/?kargotakipno={takipNo}' },
] as const;
export type BuiltInCarrierCode = (typeof BUILT_IN_CARRIERS)[number]['code'];
const builtInByCode = new Map<string, (typeof BUILT_IN_CARRIERS)[number]>(BUILT_IN_CARRIERS.map((c) => [c.code, c]));
export const isBuiltInCarrier = (code: string): code is BuiltInCarrierCode => builtInByCode.has(code);

/** A carrier's code names it on shipments: capitals, digits, dash and underscore. */
export const CARRIER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/**
 * An https address with the placeholder after the host, so a tracking number fills a path or a
 * query and can never change which site the link opens.
 */
export const isTrackingUrlTemplate = (value: string): boolean => {
  const host = /^https:\/\/([^/?#]*)[/?#]/.exec(value)?.[1];
  return (
    host !== undefined &&
    // A host name (no user info, no placeholder), an optional port.
    /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d{1,5})?$/i.test(host) &&
    value.includes(TRACKING_NUMBER_PLACEHOLDER) &&
    !/[\s<>"\\]/.test(value)
  );
};

const path = (iss: { path?: readonly PropertyKey[] }, fallback: string) => (iss.path?.length ? iss.path.map(String).join('.') : fallback);

export const carrierSchema = object({
  code: z
    .string({ error: fieldError })
    .trim()
    .toUpperCase()
    .min(1)
    .max(CARGO_LIMITS.carrierCode)
    .regex(CARRIER_CODE_PATTERN, { error: (iss) => `${path(iss, 'code')} yalnızca büyük harf (A-Z), rakam, tire ve alt çizgi içerebilir.` }),
  name: visibleText(undefined, CARGO_LIMITS.carrierName),
  trackingUrlTemplate: text(CARGO_LIMITS.trackingUrl)
    .trim()
    .refine(isTrackingUrlTemplate, {
      error: (iss) => `${path(iss, 'trackingUrlTemplate')} https:// ile başlayan ve ${TRACKING_NUMBER_PLACEHOLDER} içeren bir adres olmalıdır.`,
    }),
  isActive: bool(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** One step of the fee table: a parcel of at most `upToDesi` desi costs `fee` TL. */
export const desiFeeRowSchema = object({
  upToDesi: num(0.1, CARGO_LIMITS.maxDesi),
  fee: moneyAmount(CARGO_LIMITS.maxFee),
});
export type DesiFeeRow = z.infer<typeof desiFeeRowSchema>;

/** The kapıda ödeme methods, named as the order's payment method names them. */
export const COD_METHODS = ['KAPIDA_NAKIT', 'KAPIDA_KART'] as const;
export type CodMethod = (typeof COD_METHODS)[number];
export const COD_METHOD_LABELS: Record<CodMethod, string> = { KAPIDA_NAKIT: 'Kapıda nakit', KAPIDA_KART: 'Kapıda kredi kartı' };

/** Whether checkout offers the method, and what it adds to the order. */
export const codFeeSchema = object({ enabled: bool(), fee: moneyAmount(CARGO_LIMITS.maxFee) });
export type CodFee = z.infer<typeof codFeeSchema>;

export const returnAddressSchema = object({
  /** Who receives returns: the shop or its warehouse. */
  name: visibleText(undefined, CARGO_LIMITS.addressName),
  phone: trPhone(),
  province: visibleText(undefined, CARGO_LIMITS.place),
  district: visibleText(undefined, CARGO_LIMITS.place),
  line1: visibleText(undefined, CARGO_LIMITS.addressLine),
  line2: text(CARGO_LIMITS.addressLine).trim().default(''),
});
export type ReturnAddress = z.infer<typeof returnAddressSchema>;

const DEFAULT_DESI_FEES: DesiFeeRow[] = [
  { upToDesi: 3, fee: 49.9 },
  { upToDesi: 5, fee: 64.9 },
  { upToDesi: 10, fee: 89.9 },
  { upToDesi: 20, fee: 129.9 },
  { upToDesi: 30, fee: 169.9 },
];

const cargoSettingsShape = {
  carriers: list(carrierSchema, CARGO_LIMITS.carriers).default(() => BUILT_IN_CARRIERS.map((c) => ({ ...c, isActive: true }))),
  /** Ascending by `upToDesi`; a parcel pays the first row it fits in. */
  desiFees: list(desiFeeRowSchema, CARGO_LIMITS.feeRows)
    .min(1)
    .default(() => DEFAULT_DESI_FEES.map((row) => ({ ...row }))),
  /** Above the last row: its fee plus this much per started desi beyond it (0: the last row's fee covers any size). */
  extraDesiFee: moneyAmount(CARGO_LIMITS.maxFee).default(5.9),
  /** An order whose subtotal reaches this ships free; null: no free shipping. */
  freeShippingThreshold: moneyAmount(CARGO_LIMITS.maxThreshold).nullable().default(null),
  codFees: object({
    KAPIDA_NAKIT: codFeeSchema.default({ enabled: true, fee: 24.9 }),
    KAPIDA_KART: codFeeSchema.default({ enabled: true, fee: 29.9 }),
  }).default(() => ({ KAPIDA_NAKIT: { enabled: true, fee: 24.9 }, KAPIDA_KART: { enabled: true, fee: 29.9 } })),
  /** Days an unpaid havale/EFT order waits before it is cancelled automatically. */
  havalePaymentDays: int(CARGO_LIMITS.havaleDays.min, CARGO_LIMITS.havaleDays.max).default(3),
  /** Days after delivery in which a return is accepted without asking. */
  returnWindowDays: int(CARGO_LIMITS.returnDays.min, CARGO_LIMITS.returnDays.max).default(14),
  /** Where customers send returns; null until the shop gives one. */
  returnAddress: returnAddressSchema.nullable().default(null),
  // The havale/EFT accounts moved to Genel Ayarlar; a stored item that still has them parses
  // (the key is dropped here) and general-settings-repository reads them until Genel Ayarlar is saved.
};

type CargoSettingsDraft = z.infer<z.ZodObject<typeof cargoSettingsShape>>;

/** What one field alone cannot say: the carriers as a set, the table's order, the district's province. */
const checkCargoSettings = (settings: CargoSettingsDraft, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  settings.carriers.forEach((carrier, i) => {
    if (seen.has(carrier.code))
      ctx.addIssue({ code: 'custom', path: ['carriers', i, 'code'], message: `carriers.${i}.code başka bir kargo firmasında kullanılıyor.` });
    seen.add(carrier.code);
    const builtIn = builtInByCode.get(carrier.code);
    if (builtIn && builtIn.name !== carrier.name) {
      ctx.addIssue({ code: 'custom', path: ['carriers', i, 'name'], message: `carriers.${i}.name: ${builtIn.name} adı değiştirilemez.` });
    }
  });
  const missing = BUILT_IN_CARRIERS.filter((c) => !seen.has(c.code));
  if (missing.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['carriers'], message: `carriers: ${missing.map((c) => c.name).join(', ')} kaldırılamaz; pasifleştirin.` });
  }
  if (!settings.carriers.some((c) => c.isActive)) {
    ctx.addIssue({ code: 'custom', path: ['carriers'], message: 'carriers: en az bir kargo firması etkin olmalıdır.' });
  }
  settings.desiFees.forEach((row, i) => {
    const before = settings.desiFees[i - 1];
    if (before && row.upToDesi <= before.upToDesi) {
      ctx.addIssue({
        code: 'custom',
        path: ['desiFees', i, 'upToDesi'],
        message: `desiFees.${i}.upToDesi bir önceki satırdan (${before.upToDesi} desi) büyük olmalıdır.`,
      });
    }
  });
  const address = settings.returnAddress;
  if (address) {
    const province = trProvince(address.province);
    if (!province)
      ctx.addIssue({ code: 'custom', path: ['returnAddress', 'province'], message: 'returnAddress.province Türkiye’nin 81 ilinden biri olmalıdır.' });
    else if (!province.districts.includes(address.district)) {
      ctx.addIssue({
        code: 'custom',
        path: ['returnAddress', 'district'],
        message: `returnAddress.district ${province.name} ilinin bir ilçesi olmalıdır.`,
      });
    }
  }
};

/** Kargo Otomasyonu as stored and read. */
export const cargoSettingsSchema = object(cargoSettingsShape).superRefine(checkCargoSettings);
export type CargoSettings = z.infer<typeof cargoSettingsSchema>;

/** A shop that never saved Kargo Otomasyonu: the five carriers, a typical tariff, kapıda ödeme on. */
export const DEFAULT_CARGO_SETTINGS: CargoSettings = cargoSettingsSchema.parse({});

/** POST /api/admin/settings/cargo: every field, with the version it was based on (0: never saved). */
export const cargoSettingsSaveSchema = object({ ...cargoSettingsShape, baseVersion: int(0, Number.MAX_SAFE_INTEGER) }).superRefine(
  checkCargoSettings,
);
export type CargoSettingsSave = z.infer<typeof cargoSettingsSaveSchema>;
export const cargoSettingsAnswerSchema = object({ ...cargoSettingsShape, version: z.number().int().min(0) });
export type CargoSettingsAnswer = z.infer<typeof cargoSettingsAnswerSchema>;

// ---------------------------------------------------------------------------
// What the settings mean for an order (pure: the cart, checkout and the order pages share them)
// ---------------------------------------------------------------------------

export interface CargoFee {
  /** TL the shopper pays for shipping (0 when free). */
  readonly fee: number;
  readonly freeShipping: boolean;
  /** TL still to add for free shipping ("₺X daha ekleyin, kargo bedava"); 0 once free, null when the shop has no threshold. */
  readonly remainingForFree: number | null;
}

/**
 * The shipping fee of a parcel of `totalDesi` for goods worth `subtotal` TL (what counts towards
 * the threshold, after any discount: the caller decides). Free at or above the threshold;
 * otherwise the first row the parcel fits in, or above the last row its fee plus `extraDesiFee`
 * per started desi.
 */
export const cargoFeeFor = (
  totalDesi: number,
  subtotal: number,
  settings: Pick<CargoSettings, 'desiFees' | 'extraDesiFee' | 'freeShippingThreshold'>,
): CargoFee => {
  if (!Number.isFinite(totalDesi) || totalDesi < 0) throw new RangeError(`totalDesi must be a finite number ≥ 0, got ${totalDesi}`);
  if (!Number.isFinite(subtotal) || subtotal < 0) throw new RangeError(`subtotal must be a finite number ≥ 0, got ${subtotal}`);
  const threshold = settings.freeShippingThreshold;
  if (threshold !== null && subtotal >= threshold) return { fee: 0, freeShipping: true, remainingForFree: 0 };
  const remainingForFree = threshold === null ? null : roundMoney(threshold - subtotal);
  const row = settings.desiFees.find((r) => totalDesi <= r.upToDesi);
  if (row) return { fee: row.fee, freeShipping: false, remainingForFree };
  const last = settings.desiFees.at(-1);
  if (!last) throw new RangeError('desiFees is empty');
  // 1e-9: 30.1 - 30 is 0.1000000000000014, which must still be one started desi, not two.
  const extraDesi = Math.ceil(totalDesi - last.upToDesi - 1e-9);
  return { fee: roundMoney(last.fee + extraDesi * settings.extraDesiFee), freeShipping: false, remainingForFree };
};

/** The link to a shipment on its carrier's site; the number is URL-encoded, so it can only be a value. */
export const trackingUrlFor = (carrier: Pick<Carrier, 'trackingUrlTemplate'>, trackingNumber: string): string =>
  carrier.trackingUrlTemplate.replaceAll(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(trackingNumber.trim()));

/**
 * What a payment method adds to an order: its kapıda ödeme fee, null when the shop has that
 * method switched off (checkout must refuse it), and 0 for methods without a fee (havale/EFT).
 */
export const codFeeFor = (method: string, settings: Pick<CargoSettings, 'codFees'>): number | null => {
  if (!(COD_METHODS as readonly string[]).includes(method)) return 0;
  const cod = settings.codFees[method as CodMethod];
  return cod.enabled ? cod.fee : null;
};

/** The carriers a shipment may be given, in the shop's order. */
export const activeCarriers = (settings: Pick<CargoSettings, 'carriers'>): Carrier[] => settings.carriers.filter((c) => c.isActive);
