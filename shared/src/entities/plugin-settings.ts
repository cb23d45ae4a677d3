import * as z from 'zod';
import { bool, int, object, text } from '../schemas/common';

/**
 * Eklentiler (/admin/plugin): the storefront's analytics and marketing integrations, the Search
 * Console verification and the order webhook, one versioned item. Only the ids ever reach the
 * storefront (publicIntegrations); the webhook's secret never leaves the server whole.
 */

/** Our limits (the spec gives none). */
export const PLUGIN_LIMITS = {
  webhookUrl: 500,
  secret: { min: 16, max: 200 },
  verificationToken: 100,
} as const;

/** A GA4 web stream's measurement id: G- and capitals or digits (Google hands out ten). */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
/** A Meta Pixel id: digits only (15 or 16 today). */
export const META_PIXEL_ID = /^\d{5,20}$/;
/** The content of Google's `google-site-verification` meta tag: letters, digits, - and _. */
export const SITE_VERIFICATION_TOKEN = /^[A-Za-z0-9_-]{10,100}$/;

export const PLUGIN_TEXTS = {
  ga4: 'Ölçüm kimliği G- ile başlamalı, ardından büyük harf ve rakamlar gelmelidir (ör. G-AB12CD34EF).',
  pixel: 'Pixel kimliği yalnızca rakamlardan oluşmalıdır (ör. 123456789012345).',
  verification: 'Doğrulama kodu yalnızca harf, rakam, - ve _ içermelidir (meta etiketinin content değeri).',
  webhookUrl: 'Webhook adresi https:// ile başlayan geçerli bir adres olmalıdır.',
  webhookPrivate: 'Webhook adresi yerel ya da özel bir ağ adresi olamaz.',
  secretLength: `Gizli anahtar en az ${PLUGIN_LIMITS.secret.min}, en fazla ${PLUGIN_LIMITS.secret.max} karakter olmalıdır.`,
  secretRequired: 'Webhook açıkken bir gizli anahtar girilmelidir.',
  stale: 'Eklentiler siz düzenlerken başka bir oturumda kaydedildi. Sayfayı yenileyip tekrar deneyin.',
} as const;

/**
 * Google shows the verification as a whole tag (`<meta name="google-site-verification" content="…" />`):
 * a pasted tag counts as its content.
 */
const verificationContent = (value: unknown) =>
  typeof value === 'string' ? (/content\s*=\s*["']([^"']*)["']/i.exec(value)?.[1] ?? value).trim() : value;

/** An id that may stay empty while its integration is off (the form keeps what was typed). */
const idText = (pattern: RegExp, message: string, max = 40) =>
  text(max)
    .trim()
    .refine((v) => v === '' || pattern.test(v), { error: message });

const pluginSettingsShape = {
  ga4: object({
    enabled: bool().default(false),
    measurementId: z
      .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), idText(GA4_MEASUREMENT_ID, PLUGIN_TEXTS.ga4))
      .default(''),
  }).default({ enabled: false, measurementId: '' }),
  metaPixel: object({
    enabled: bool().default(false),
    pixelId: idText(META_PIXEL_ID, PLUGIN_TEXTS.pixel).default(''),
  }).default({ enabled: false, pixelId: '' }),
  searchConsole: object({
    enabled: bool().default(false),
    verificationToken: z.preprocess(verificationContent, idText(SITE_VERIFICATION_TOKEN, PLUGIN_TEXTS.verification, 300)).default(''),
  }).default({ enabled: false, verificationToken: '' }),
  webhook: object({
    enabled: bool().default(false),
    /** Checked further on the server (https, no private address; webhook-url.ts): that depends on where it runs. */
    url: text(PLUGIN_LIMITS.webhookUrl).trim().default(''),
  }).default({ enabled: false, url: '' }),
};

type PluginSettingsDraft = z.infer<z.ZodObject<typeof pluginSettingsShape>>;

/** An integration switched on needs its id. */
const checkEnabledIds = (s: PluginSettingsDraft, ctx: z.RefinementCtx) => {
  const need = (on: boolean, value: string, path: string[], message: string) => {
    if (on && value === '') ctx.addIssue({ code: 'custom', path, message });
  };
  need(s.ga4.enabled, s.ga4.measurementId, ['ga4', 'measurementId'], PLUGIN_TEXTS.ga4);
  need(s.metaPixel.enabled, s.metaPixel.pixelId, ['metaPixel', 'pixelId'], PLUGIN_TEXTS.pixel);
  need(s.searchConsole.enabled, s.searchConsole.verificationToken, ['searchConsole', 'verificationToken'], PLUGIN_TEXTS.verification);
  need(s.webhook.enabled, s.webhook.url, ['webhook', 'url'], PLUGIN_TEXTS.webhookUrl);
};

export const pluginSettingsSchema = object(pluginSettingsShape).superRefine(checkEnabledIds);
export type PluginSettings = z.infer<typeof pluginSettingsSchema>;
export const DEFAULT_PLUGIN_SETTINGS: PluginSettings = pluginSettingsSchema.parse({});

/**
 * POST /api/admin/plugins: every field with the version it was based on. The webhook's secret is
 * write-only: left out or blank, the stored one is kept.
 */
export const pluginSettingsSaveSchema = object({
  ...pluginSettingsShape,
  webhookSecret: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      text(PLUGIN_LIMITS.secret.max).refine((v) => v === '' || v.length >= PLUGIN_LIMITS.secret.min, { error: PLUGIN_TEXTS.secretLength }),
    )
    .default(''),
  baseVersion: int(0, Number.MAX_SAFE_INTEGER),
}).superRefine(checkEnabledIds);
export type PluginSettingsSave = z.infer<typeof pluginSettingsSaveSchema>;

/** The answer: the settings, the secret only as a hint (its last 4 characters), and the version. */
export const pluginSettingsAnswerSchema = object({
  ...pluginSettingsShape,
  webhookSecretHint: z.string().nullable(),
  version: z.number().int().min(0),
});
export type PluginSettingsAnswer = z.infer<typeof pluginSettingsAnswerSchema>;

/** How the page shows a stored secret: never more than its last four characters. */
export const maskSecret = (secret: string): string | null => (secret === '' ? null : `••••••••${secret.slice(-4)}`);

/** What the storefront gets with its theme: the ids of what is switched on, nothing else. */
export interface StorefrontIntegrations {
  readonly ga4MeasurementId: string | null;
  readonly metaPixelId: string | null;
  readonly siteVerification: string | null;
}

export const publicIntegrations = (s: PluginSettings): StorefrontIntegrations => ({
  ga4MeasurementId: s.ga4.enabled && s.ga4.measurementId ? s.ga4.measurementId : null,
  metaPixelId: s.metaPixel.enabled && s.metaPixel.pixelId ? s.metaPixel.pixelId : null,
  siteVerification: s.searchConsole.enabled && s.searchConsole.verificationToken ? s.searchConsole.verificationToken : null,
});

// Webhook deliveries -------------------------------------------------------------------------------

export const WEBHOOK_EVENTS = ['order.created', 'order.status_changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** PENDING: written, not tried yet; RETRYING: failed, tried again at nextAttemptAt; FAILED: given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'RETRYING', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'Bekliyor',
  SENDING: 'Gönderiliyor',
  DELIVERED: 'İletildi',
  RETRYING: 'Yeniden denenecek',
  FAILED: 'Başarısız',
};
/** A receiver that never answers 2xx is given up after this many tries (about 15 minutes, see webhookRetryDelayMs). */
export const WEBHOOK_MAX_ATTEMPTS = 5;
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
/** The page shows this many, newest first. */
export const WEBHOOK_DELIVERY_LIST = 50;

/** The wait before try `attempt + 1` after try `attempt` failed: 1, 2, 4, 8 minutes. */
export const webhookRetryDelayMs = (attempt: number): number => 60_000 * 2 ** Math.max(0, attempt - 1);

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  orderId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  createdAt: z.string(),
  lastAttemptAt: z.string().optional(),
  nextAttemptAt: z.string().optional(),
  /** The receiver's answer to the last try, when it answered. */
  httpStatus: z.number().int().optional(),
  /** Why the last try failed (a timeout, a refused address, the status). */
  error: z.string().optional(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
