import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { fieldError, int, isoDateTime, object, requiredText, text, visibleText } from '../schemas/common';
import { normalizeName } from '../text/normalize-name';
import { slugify } from '../text/slugify';

/*
 * Sayfalar and Sayfa Kategorileri (issue 29): content pages (Hakkımızda, KVKK, the contracts …)
 * at /sayfa/{slug}, each optionally in a category. Shapes shared by the handlers, the admin pages
 * and the storefront.
 */

/** Our limits (the spec gives none). The body is HTML, tags included; a DynamoDB item holds 400 KB. */
export const CONTENT_PAGE_LIMITS = {
  title: 200,
  slug: 120,
  bodyHtml: 150_000,
  seoTitle: 120,
  seoDescription: 320,
  categoryName: 100,
  /** Categories a shop keeps (their reorder is one transaction). */
  categories: 90,
  search: 100,
} as const;

export const PAGE_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const PAGE_STATUS_LABELS: Record<PageStatus, string> = { PUBLISHED: 'Yayında', DRAFT: 'Taslak' };

/** `/sayfa/{slug}`: lower-case ASCII letters and digits, words joined by single dashes. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_PATH_PREFIX = '/sayfa/';
export const pageHref = (slug: string): string => `${PAGE_PATH_PREFIX}${slug}`;

/** The slug a title gives: Turkish letters folded (ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c, İ→i), cut at a word within the limit. */
export const pageSlugOf = (title: string): string => {
  const slug = slugify(title);
  if (slug.length <= CONTENT_PAGE_LIMITS.slug) return slug;
  const cut = slug.slice(0, CONTENT_PAGE_LIMITS.slug);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : cut.length).replace(/-+$/, '');
};

/**
 * A form placed in a page body: `<div data-shop-form="FORMID"></div>`, empty (Form Oluşturucu
 * owns the id, FORM_ID_PATTERN; the storefront draws the form there).
 */
export const FORM_BLOCK_ATTRIBUTE = 'data-shop-form';

/** The two contracts checkout shows come from the pages with these slugs when they are published. */
export const CONTRACT_PAGE_SLUGS = { ON_BILGILENDIRME: 'on-bilgilendirme-formu', MESAFELI_SATIS: 'mesafeli-satis-sozlesmesi' } as const;

const categoryIdSchema = z.preprocess((v) => (v === '' ? null : v), requiredText(undefined, FIELD_LIMITS.id).nullable());

/**
 * POST /api/admin/content/pages (create) and …/pages/{id} (update, with baseVersion): an empty or
 * missing slug is made from the title; a slug that is given must already be one. `publishAt`
 * (optional): a published page shows from that moment on.
 */
export const contentPageSaveSchema = object({
  title: z.string({ error: fieldError }).overwrite(normalizeName).pipe(visibleText('Sayfa başlığı gereklidir.', CONTENT_PAGE_LIMITS.title)),
  slug: z
    .string({ error: fieldError })
    .trim()
    .toLowerCase()
    .max(CONTENT_PAGE_LIMITS.slug)
    .refine((s) => s === '' || PAGE_SLUG_PATTERN.test(s), {
      error: 'slug yalnızca küçük harf (a-z), rakam ve aralarında tek tire içerebilir.',
    })
    .default(''),
  categoryId: categoryIdSchema.default(null),
  bodyHtml: text(CONTENT_PAGE_LIMITS.bodyHtml),
  seoTitle: text(CONTENT_PAGE_LIMITS.seoTitle).trim().default(''),
  seoDescription: text(CONTENT_PAGE_LIMITS.seoDescription).trim().default(''),
  status: z.enum(PAGE_STATUSES, { error: 'status PUBLISHED ya da DRAFT olmalıdır.' }),
  publishAt: isoDateTime().nullable().default(null),
  baseVersion: int(1, Number.MAX_SAFE_INTEGER).optional(),
}).refine((body) => body.slug !== '' || pageSlugOf(body.title) !== '', {
  path: ['title'],
  error: 'Sayfa başlığından adres üretilemedi: başlıkta harf ya da rakam olmalı veya bir slug yazılmalıdır.',
});
export type ContentPageSave = z.infer<typeof contentPageSaveSchema>;

/** An update names the version it was edited from (409 when another save came between). */
export const contentPageUpdateSchema = contentPageSaveSchema.refine((body) => body.baseVersion !== undefined, {
  path: ['baseVersion'],
  error: 'baseVersion gereklidir.',
});

/** A stored page, as the admin reads it. */
export const contentPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  categoryId: z.string().nullable(),
  bodyHtml: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  status: z.enum(PAGE_STATUSES),
  publishAt: z.string().nullable(),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A line of the Sayfalar list (no body). */
export const contentPageSummarySchema = contentPageSchema.omit({ bodyHtml: true });
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

/** GET /api/admin/content/pages?q=&status= */
export const contentPageListQuerySchema = object({
  q: z.preprocess((v) => (v === '' ? undefined : v), text(CONTENT_PAGE_LIMITS.search).trim().optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAGE_STATUSES, { error: 'status PUBLISHED ya da DRAFT olmalıdır.' }).optional()),
});

/** Whether shoppers see the page at `now`: published, and its publish date (if any) reached. */
export const isPageLive = (page: Pick<ContentPage, 'status' | 'publishAt'>, now: number): boolean =>
  page.status === 'PUBLISHED' && (page.publishAt === null || Date.parse(page.publishAt) <= now);

/** GET /api/admin/content/page-links: the pages a link may point to (live ones), for the link selector. */
export const pageLinkSchema = z.object({ id: z.string(), title: z.string(), slug: z.string() });
export type PageLink = z.infer<typeof pageLinkSchema>;

/** GET /api/storefront/pages/{slug}: what /sayfa/{slug} shows (the body sanitised when saved and again when served). */
export const storefrontPageAnswerSchema = z.object({
  page: z.object({
    title: z.string(),
    slug: z.string(),
    bodyHtml: z.string(),
    seoTitle: z.string(),
    seoDescription: z.string(),
    updatedAt: z.string(),
  }),
});
export type StorefrontPageAnswer = z.infer<typeof storefrontPageAnswerSchema>;

export const pageSlugParamsSchema = z.object({ slug: z.string().min(1).max(300) });

// ---------------------------------------------------------------------------
// Sayfa Kategorileri
// ---------------------------------------------------------------------------

export const pageCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  /** Pages in the category (kept in the same transactions as the pages, so "delete when empty" holds). */
  pageCount: z.number().int().min(0),
});
export type PageCategory = z.infer<typeof pageCategorySchema>;

export const pageCategoryNameSchema = object({
  name: z.string({ error: fieldError }).overwrite(normalizeName).pipe(visibleText('Kategori adı gereklidir.', CONTENT_PAGE_LIMITS.categoryName)),
});

/** POST …/page-categories/order: every category id, in the new order. */
export const pageCategoryOrderSchema = object({
  ids: z.array(requiredText(undefined, FIELD_LIMITS.id), { error: fieldError }).min(1).max(CONTENT_PAGE_LIMITS.categories),
}).refine((body) => new Set(body.ids).size === body.ids.length, { path: ['ids'], error: 'ids aynı kategoriyi iki kez içeremez.' });

/** The Turkish answers of these routes. */
export const CONTENT_PAGE_MESSAGES = {
  pageNotFound: 'Sayfa bulunamadı.',
  slugTaken: (slug: string) => `“${slug}” adresi başka bir sayfada kullanılıyor. Başka bir adres (slug) yazın.`,
  pageStale: 'Sayfa siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip yeniden deneyin.',
  categoryNotFound: 'Sayfa kategorisi bulunamadı.',
  categoryUnknown: 'Seçilen sayfa kategorisi bulunamadı; kategoriyi yeniden seçin.',
  categoryDuplicate: 'Bu adda bir sayfa kategorisi zaten var.',
  categoryNotEmpty: (count: number) => `Bu kategoride ${count} sayfa var. Önce sayfaları başka bir kategoriye taşıyın.`,
  categoryLimit: `En fazla ${CONTENT_PAGE_LIMITS.categories} sayfa kategorisi eklenebilir.`,
  categoriesChanged: 'Kategoriler siz sıralarken değişti. Sayfayı yenileyip yeniden deneyin.',
} as const;
