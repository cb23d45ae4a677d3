import * as z from 'zod';
import { trProvince } from '../geo/tr-provinces';
import { bool, enumOf, fieldError, int, list, mediaSchema, object, text, visibleText } from '../schemas/common';
import { trPhone } from '../schemas/tr-phone';
import { isTckn, isVkn, trIban } from '../schemas/tr-identity';

/**
 * Genel Ayarlar: one item with the shop's identity (name, logo, contact, company details), its
 * default SEO, the havale/EFT accounts, how prices are written and the maintenance switch. The
 * storefront gets its public part inside the theme answer (`StorefrontShop`), checkout and the
 * order confirmation read the bank accounts, the contracts the seller's details.
 */

/** Our limits (the spec gives none); SEO lengths are what search results show before cutting. */
export const GENERAL_LIMITS = {
  shopName: 80,
  email: 254,
  companyTitle: 200,
  addressLine: 250,
  place: 60,
  socialUrl: 300,
  seoTitle: 70,
  seoDescription: 170,
  maintenanceMessage: 500,
  bankAccounts: 10,
  bankName: 60,
  accountName: 120,
} as const;

const named = (iss: { path?: readonly PropertyKey[] }, fallback: string) => (iss.path?.length ? iss.path.map(String).join('.') : fallback);

/** An account havale/EFT payments go to: shown at checkout, on the confirmation page and in the order e-mail. */
export const bankAccountSchema = object({
  bank: visibleText(undefined, GENERAL_LIMITS.bankName),
  accountName: visibleText(undefined, GENERAL_LIMITS.accountName),
  iban: trIban(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A MERSİS numarası: 16 digits (spaces as people copy it from the trade registry are dropped). */
export const isMersisNo = (value: string): boolean => /^\d{16}$/.test(value);

/** An optional value: empty, or what `check` accepts. */
const optional = (max: number, check: (value: string) => boolean, message: (field: string) => string) =>
  text(max)
    .trim()
    .default('')
    .refine((value) => value === '' || check(value), { error: (iss) => message(named(iss, 'Değer')) });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTPS_URL = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/[^\s<>"\\]*)?$/i;

/** The social accounts a footer or a share may link to, by network; each an https address or empty. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'tiktok', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};
const socialUrl = () =>
  optional(
    GENERAL_LIMITS.socialUrl,
    (v) => HTTPS_URL.test(v),
    (f) => `${f} https:// ile başlayan bir adres olmalıdır.`,
  );

/**
 * How the storefront writes a price: the symbol in front (Turkish banks, most shops) or the
 * code after the amount (invoices, older shops). Both use Turkish grouping and decimals.
 */
export const CURRENCY_DISPLAYS = ['SYMBOL', 'CODE'] as const;
export type CurrencyDisplay = (typeof CURRENCY_DISPLAYS)[number];
export const CURRENCY_DISPLAY_LABELS: Record<CurrencyDisplay, string> = { SYMBOL: '₺1.234,56', CODE: '1.234,56 TL' };

export const shopAddressSchema = object({
  province: visibleText(undefined, GENERAL_LIMITS.place),
  district: visibleText(undefined, GENERAL_LIMITS.place),
  line: visibleText(undefined, GENERAL_LIMITS.addressLine),
});
export type ShopAddress = z.infer<typeof shopAddressSchema>;

const generalSettingsShape = {
  shopName: visibleText(undefined, GENERAL_LIMITS.shopName).default('Mağaza'),
  logo: mediaSchema.nullable().default(null),
  favicon: mediaSchema.nullable().default(null),
  contactEmail: optional(
    GENERAL_LIMITS.email,
    (v) => EMAIL.test(v),
    (f) => `${f} geçerli bir e-posta adresi değil.`,
  ),
  contactPhone: z.union([z.literal(''), trPhone()], { error: fieldError }).default(''),
  /** Where the shop is (the footer, the contracts); null until the shop gives one. */
  address: shopAddressSchema.nullable().default(null),
  /** The registered name (Ltd. Şti., A.Ş. …) the contracts name as the seller. */
  companyTitle: text(GENERAL_LIMITS.companyTitle).trim().default(''),
  mersisNo: z
    .string({ error: fieldError })
    .max(40)
    .overwrite((v) => v.replace(/\s/g, ''))
    .default('')
    .refine((v) => v === '' || isMersisNo(v), { error: (iss) => `${named(iss, 'mersisNo')} 16 haneli bir MERSİS numarası olmalıdır.` }),
  /** A company's VKN (10 digits) or a sole trader's T.C. kimlik no (11 digits). */
  taxNumber: optional(
    20,
    (v) => isVkn(v) || isTckn(v),
    (f) => `${f} geçerli bir vergi kimlik numarası (10 hane) veya T.C. kimlik numarası (11 hane) değil.`,
  ),
  social: object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialUrl()])) as Record<SocialNetwork, ReturnType<typeof socialUrl>>).default(
    () => ({ instagram: '', facebook: '', x: '', youtube: '', tiktok: '', linkedin: '' }),
  ),
  /** The home page's title and description, and the image a shared link shows. */
  seo: object({
    title: text(GENERAL_LIMITS.seoTitle).trim().default(''),
    description: text(GENERAL_LIMITS.seoDescription).trim().default(''),
    image: mediaSchema.nullable().default(null),
  }).default(() => ({ title: '', description: '', image: null })),
  /** Where havale/EFT goes; checkout refuses havale while the list is empty. */
  bankAccounts: list(bankAccountSchema, GENERAL_LIMITS.bankAccounts).default(() => []),
  currencyDisplay: enumOf(CURRENCY_DISPLAYS).default('SYMBOL'),
  /** Shoppers see a maintenance page (with the message, if any); signed-in admins still see the shop. */
  maintenance: object({
    enabled: bool().default(false),
    message: text(GENERAL_LIMITS.maintenanceMessage).trim().default(''),
  }).default(() => ({ enabled: false, message: '' })),
};

type GeneralSettingsDraft = z.infer<z.ZodObject<typeof generalSettingsShape>>;

/** The district must be one of the province's. */
const checkGeneralSettings = (settings: GeneralSettingsDraft, ctx: z.RefinementCtx) => {
  const address = settings.address;
  if (!address) return;
  const province = trProvince(address.province);
  if (!province) ctx.addIssue({ code: 'custom', path: ['address', 'province'], message: 'address.province Türkiye’nin 81 ilinden biri olmalıdır.' });
  else if (!province.districts.includes(address.district)) {
    ctx.addIssue({ code: 'custom', path: ['address', 'district'], message: `address.district ${province.name} ilinin bir ilçesi olmalıdır.` });
  }
};

/** Genel Ayarlar as stored and read. */
export const generalSettingsSchema = object(generalSettingsShape).superRefine(checkGeneralSettings);
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** A shop that never saved Genel Ayarlar. */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = generalSettingsSchema.parse({});

/** POST /api/admin/settings/general: every field, with the version it was based on (0: never saved). */
export const generalSettingsSaveSchema = object({ ...generalSettingsShape, baseVersion: int(0, Number.MAX_SAFE_INTEGER) }).superRefine(
  checkGeneralSettings,
);
export type GeneralSettingsSave = z.infer<typeof generalSettingsSaveSchema>;
export const generalSettingsAnswerSchema = object({ ...generalSettingsShape, version: z.number().int().min(0) });
export type GeneralSettingsAnswer = z.infer<typeof generalSettingsAnswerSchema>;

// ---------------------------------------------------------------------------
// What the storefront gets (inside the theme answer): public, and small
// ---------------------------------------------------------------------------

/** The `shop` block of GET /api/storefront/theme. */
export interface StorefrontShop {
  readonly name: string;
  readonly logoPath: string | null;
  readonly faviconPath: string | null;
  readonly email: string;
  readonly phone: string;
  /** One line: `street, ilçe/İL`; empty without an address. */
  readonly address: string;
  readonly companyTitle: string;
  readonly mersisNo: string;
  /** Only the networks the shop gave. */
  readonly social: Partial<Record<SocialNetwork, string>>;
  readonly seo: { readonly title: string; readonly description: string; readonly imagePath: string | null };
  readonly currencyDisplay: CurrencyDisplay;
  /** Null: the shop is open. */
  readonly maintenance: { readonly message: string } | null;
}

/** The address as one line, the way a footer and a contract write it. */
export const shopAddressLine = (address: ShopAddress | null): string =>
  address ? `${address.line}, ${address.district}/${address.province.toLocaleUpperCase('tr-TR')}` : '';

export const storefrontShopOf = (settings: GeneralSettings): StorefrontShop => ({
  name: settings.shopName,
  logoPath: settings.logo?.filePath ?? null,
  faviconPath: settings.favicon?.filePath ?? null,
  email: settings.contactEmail,
  phone: settings.contactPhone,
  address: shopAddressLine(settings.address),
  companyTitle: settings.companyTitle,
  mersisNo: settings.mersisNo,
  social: Object.fromEntries(SOCIAL_NETWORKS.filter((n) => settings.social[n] !== '').map((n) => [n, settings.social[n]])),
  seo: { title: settings.seo.title, description: settings.seo.description, imagePath: settings.seo.image?.filePath ?? null },
  currencyDisplay: settings.currencyDisplay,
  maintenance: settings.maintenance.enabled ? { message: settings.maintenance.message } : null,
});
