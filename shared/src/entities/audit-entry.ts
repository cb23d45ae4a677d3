import * as z from 'zod';

/**
 * The audit log (Aktivite Geçmişi): one entry per admin change, written in the same
 * transaction as the change. Entries are never changed or deleted through the API; the
 * table's TTL removes them after the retention below.
 */
export const AUDIT_RETENTION_DAYS = 400;

/** Every action the log records, with the Turkish text the page shows. */
export const AUDIT_ACTION_LABELS = {
  'theme.saved': 'Tema kaydedildi',
  'theme.restored': 'Sürüm geri yüklendi',
  'theme-config.saved': 'Tema ayarları kaydedildi',
  'popup.created': 'Açılır pencere oluşturuldu',
  'popup.updated': 'Açılır pencere güncellendi',
  'live-support.opened': 'Canlı destek açıldı',
  'live-support.closed': 'Canlı destek kapatıldı',
  'category.created': 'Kategori oluşturuldu',
  'brand.created': 'Marka oluşturuldu',
  'brand.renamed': 'Marka yeniden adlandırıldı',
  'brand.deleted': 'Marka silindi',
  'product.created': 'Ürün oluşturuldu',
  'product.updated': 'Ürün güncellendi',
  'product-content.saved': 'Ürün içeriği kaydedildi',
  'media.upload-started': 'Medya yüklemesi başlatıldı',
  'media.uploaded': 'Medya yüklendi',
  'newsletter-subscriber.removed': 'Bülten abonesi silindi',
  'campaign-code.created': 'İndirim kodu oluşturuldu',
  'campaign-code.deactivated': 'İndirim kodu devre dışı bırakıldı',
  'option-type.created': 'Varyant tipi oluşturuldu',
  'option-type.updated': 'Varyant tipi güncellendi',
  'option-type.deleted': 'Varyant tipi silindi',
  'stock-type.created': 'Stok tipi oluşturuldu',
  'stock-type.updated': 'Stok tipi güncellendi',
  'stock-type.deleted': 'Stok tipi silindi',
  'warehouse.created': 'Depo oluşturuldu',
  'warehouse.updated': 'Depo güncellendi',
  'warehouse.deleted': 'Depo silindi',
  'product-settings.saved': 'Ürün ayarları kaydedildi',
  'cargo-settings.saved': 'Kargo ayarları kaydedildi',
  'stock.adjusted': 'Stok düzeltildi',
  'stock.counted': 'Stok sayıldı',
  'stock.transferred': 'Stok transfer edildi',
  'stock.count-imported': 'Sayım içe aktarıldı',
  'order.action': 'Sipariş işlemi',
  // Issue 26: the catalogue's own pages.
  'category.updated': 'Kategori güncellendi',
  'category.reordered': 'Kategoriler sıralandı',
  'category.deleted': 'Kategori silindi',
  'product.archived': 'Ürün arşivlendi',
  'product.restored': 'Ürün arşivden çıkarıldı',
  'media.deleted': 'Medya silindi',
  'return.created': 'İade oluşturuldu',
  'return.action': 'İade işlemi',
  // Issue 29: Form Oluşturucu.
  'form.created': 'Form oluşturuldu',
  'form.updated': 'Form güncellendi',
  'form.deleted': 'Form silindi',
  'form-submission.deleted': 'Form başvurusu silindi',
  // Issue 29: Genel Ayarlar.
  'general-settings.saved': 'Genel ayarlar kaydedildi',
  // Issue 29: Sayfalar and Sayfa Kategorileri.
  'page.created': 'Sayfa oluşturuldu',
  'page.updated': 'Sayfa güncellendi',
  'page.deleted': 'Sayfa silindi',
  'page-category.created': 'Sayfa kategorisi oluşturuldu',
  'page-category.renamed': 'Sayfa kategorisi yeniden adlandırıldı',
  'page-category.reordered': 'Sayfa kategorileri sıralandı',
  'page-category.deleted': 'Sayfa kategorisi silindi',
  // Issue 29: Eklentiler.
  'plugins.saved': 'Eklentiler kaydedildi',
  // Issue 30: Destek and Geri Bildirimler.
  'support-request.status-changed': 'Destek talebinin durumu değişti',
  'support-request.assigned': 'Destek talebi atandı',
  'support-request.noted': 'Destek talebine not eklendi',
  'support-request.replied': 'Destek talebi yanıtlandı',
  'feedback.status-changed': 'Geri bildirimin durumu değişti',
  // Issue 30: Ürün Soruları.
  'question.answered': 'Ürün sorusu yanıtlandı',
  'question.approved': 'Ürün sorusu onaylandı',
  'question.rejected': 'Ürün sorusu reddedildi',
  // Issue 30: Canlı destek.
  'live-chat.assigned': 'Sohbet atandı',
  'live-chat.closed': 'Sohbet kapatıldı',
  'live-chat.code-sent': 'Sohbete indirim kodu gönderildi',
  'live-chat.transcript-sent': 'Sohbet dökümü e-postalandı',
  'live-chat-settings.saved': 'Canlı destek ayarları kaydedildi',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'action geçerli bir işlem değil.' });

/** What an entry touched; the page links the types that have a page of their own. */
export const AUDIT_TARGET_TYPES = [
  'theme',
  'theme-config',
  'popup',
  'live-support',
  'live-chat',
  'category',
  'brand',
  'product',
  'media',
  'newsletter-subscriber',
  'campaign-code',
  'option-type',
  'stock-type',
  'warehouse',
  'product-settings',
  'cargo-settings',
  'stock',
  'order',
  'return',
  'form',
  'form-submission',
  'general-settings',
  // Issue 29
  'page',
  'page-category',
  'plugins',
  // Issue 30
  'support-request',
  'feedback',
  'question',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A summary is a sentence, never a request body. */
export const AUDIT_SUMMARY_MAX = 300;

export const auditActorSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string().optional(),
  roles: z.array(z.string()),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditTargetSchema = z.object({
  type: z.enum(AUDIT_TARGET_TYPES),
  id: z.string(),
  name: z.string(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO time of the change. */
  at: z.iso.datetime(),
  actor: auditActorSchema,
  /** The route as the route table names it: method and path template, never the concrete URL's query. */
  route: z.object({ method: z.string(), path: z.string() }),
  action: auditActionSchema,
  target: auditTargetSchema,
  summary: z.string().max(AUDIT_SUMMARY_MAX),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Who may be picked in the "who" filter: admins the shop knows. */
export const auditActorOptionSchema = z.object({ sub: z.string(), name: z.string() });
export type AuditActorOption = z.infer<typeof auditActorOptionSchema>;

/** `?from=&to=&actor=&action=&limit=&cursor=`; times are ISO, both ends included. */
export const auditListQuerySchema = z
  .object({
    from: z.iso.datetime({ error: 'from bir ISO tarih-saat olmalıdır.' }).optional(),
    to: z.iso.datetime({ error: 'to bir ISO tarih-saat olmalıdır.' }).optional(),
    actor: z.string().min(1).max(128).optional(),
    action: auditActionSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z.string().max(2048).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) <= Date.parse(q.to), {
    error: 'from, to tarihinden sonra olamaz.',
    path: ['from'],
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), nextCursor: z.string().optional() });
export type AuditPage = z.infer<typeof auditPageSchema>;
