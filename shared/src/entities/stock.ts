import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { enumOf, fieldError, list, num, object, requiredText, text } from '../schemas/common';

export const STOCK_LIMITS = {
  /** Largest quantity one level or movement may hold. */
  maxQuantity: 1_000_000_000,
  note: 500,
  /** Rows of one stock-count import. */
  importRows: 10_000,
  /** An idempotency key: a UUID fits with room to spare. */
  idempotencyKey: 64,
} as const;

/**
 * One variant in one warehouse. available = onHand − allocated (allocated: ordered, not yet shipped).
 * `version` is bumped by every change, which is conditioned on the version read: no update is lost.
 */
export const stockLevelSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  /** `M / Kırmızı`; empty for a product without options. */
  optionLabel: z.string(),
  warehouseId: z.string(),
  onHand: z.number(),
  allocated: z.number(),
  available: z.number(),
  /** At or below the low-stock threshold of Ürün Ayarları when last written. */
  low: z.boolean(),
  version: z.number().int().min(0),
  updatedAt: z.string().optional(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

/**
 * The ledger's kinds. An admin writes ADJUSTMENT, COUNT and TRANSFER (which records TRANSFER_OUT
 * and TRANSFER_IN); orders write ALLOCATION (ordered: allocated up), RELEASE (cancelled:
 * allocated down), SALE (shipped: on hand and allocated down) and RETURN (back on hand).
 */
export const MOVEMENT_KINDS = ['ADJUSTMENT', 'COUNT', 'TRANSFER_OUT', 'TRANSFER_IN', 'ALLOCATION', 'RELEASE', 'SALE', 'RETURN'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  ADJUSTMENT: 'Stok düzeltme',
  COUNT: 'Sayım',
  TRANSFER_OUT: 'Transfer (çıkış)',
  TRANSFER_IN: 'Transfer (giriş)',
  ALLOCATION: 'Siparişe ayrıldı',
  RELEASE: 'Ayırma kaldırıldı',
  SALE: 'Satış (kargolandı)',
  RETURN: 'İade',
};

/** Why an adjustment was made. Only NEGATIVE_CORRECTION may leave on hand below zero (a sale recorded before its goods). */
export const ADJUSTMENT_REASONS = ['RECEIVED', 'DAMAGED', 'LOST', 'FOUND', 'CORRECTION', 'NEGATIVE_CORRECTION'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  RECEIVED: 'Mal kabul',
  DAMAGED: 'Hasarlı / fire',
  LOST: 'Kayıp',
  FOUND: 'Bulunan',
  CORRECTION: 'Düzeltme',
  NEGATIVE_CORRECTION: 'Eksi stoğa izin ver (düzeltme)',
};
export const reasonAllowsNegative = (reason: AdjustmentReason | undefined): boolean => reason === 'NEGATIVE_CORRECTION';

export const stockMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  variantId: z.string(),
  productId: z.string(),
  sku: z.string(),
  warehouseId: z.string(),
  /** Change of on hand (allocated for ALLOCATION and RELEASE). */
  delta: z.number(),
  onHandAfter: z.number(),
  allocatedAfter: z.number(),
  reason: z.enum(ADJUSTMENT_REASONS).optional(),
  note: z.string().optional(),
  /** The other warehouse of a transfer; both halves carry the same transferId. */
  otherWarehouseId: z.string().optional(),
  transferId: z.string().optional(),
  /** The order that caused it (orders' kinds). */
  orderId: z.string().optional(),
  by: z.object({ sub: z.string(), name: z.string() }),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

const quantity = () => num(-STOCK_LIMITS.maxQuantity, STOCK_LIMITS.maxQuantity);
const idText = () => requiredText(undefined, FIELD_LIMITS.id);

/**
 * POST /api/admin/stock/movements. ADJUSTMENT: `quantity` is the change (± ; a reason is required);
 * COUNT: the counted on-hand quantity (≥ 0); TRANSFER: how many move to `toWarehouseId` (> 0).
 */
/**
 * A key the client makes per submission (a dialog's one Kaydet): a retry with the same key and body
 * answers the first result and changes nothing again (see docs/decisions.md).
 */
const idempotencyKey = requiredText(undefined, STOCK_LIMITS.idempotencyKey).optional();

export const stockMovementRequestSchema = z.discriminatedUnion(
  'kind',
  [
    object({
      kind: z.literal('ADJUSTMENT'),
      variantId: idText(),
      warehouseId: idText(),
      quantity: quantity().refine((q) => q !== 0, { error: 'quantity sıfır olamaz.' }),
      reason: enumOf(ADJUSTMENT_REASONS),
      note: text(STOCK_LIMITS.note).optional(),
      idempotencyKey,
    }),
    object({
      kind: z.literal('COUNT'),
      variantId: idText(),
      warehouseId: idText(),
      quantity: num(0, STOCK_LIMITS.maxQuantity),
      note: text(STOCK_LIMITS.note).optional(),
      idempotencyKey,
    }),
    object({
      kind: z.literal('TRANSFER'),
      variantId: idText(),
      warehouseId: idText(),
      toWarehouseId: idText(),
      quantity: num(0, STOCK_LIMITS.maxQuantity).refine((q) => q > 0, { error: 'quantity sıfırdan büyük olmalıdır.' }),
      note: text(STOCK_LIMITS.note).optional(),
      idempotencyKey,
    }),
  ],
  { error: fieldError },
);
export type StockMovementRequest = z.infer<typeof stockMovementRequestSchema>;

/**
 * GET /api/admin/stock: one warehouse's levels (the default warehouse when left out), searched by SKU
 * or product name; or with `productId`, that product's levels in every warehouse (the product form).
 */
export const stockListQuerySchema = z.object({
  warehouseId: z.string().max(FIELD_LIMITS.id).optional(),
  productId: z.string().max(FIELD_LIMITS.id).optional(),
  q: z.string().trim().max(100).optional(),
  lowOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2048).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

/** GET /api/admin/stock/movements: newest first, one variant's or one warehouse's (or both). */
export const movementListQuerySchema = z
  .object({
    variantId: z.string().max(FIELD_LIMITS.id).optional(),
    warehouseId: z.string().max(FIELD_LIMITS.id).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z.string().max(2048).optional(),
  })
  .refine((q) => q.variantId !== undefined || q.warehouseId !== undefined, { error: 'variantId ya da warehouseId gereklidir.' });
export type MovementListQuery = z.infer<typeof movementListQuerySchema>;

/** One row of a stock-count file: `SKU;Depo kodu;Miktar`. Quantities arrive as written (a comma decimal is fine). */
export const stockCountRowSchema = object({
  sku: z.string({ error: fieldError }).max(200),
  warehouseCode: z.string({ error: fieldError }).max(200),
  quantity: z.string({ error: fieldError }).max(50),
});
export type StockCountRow = z.infer<typeof stockCountRowSchema>;

/**
 * POST /api/admin/stock/count-import. `commit: false` only checks and previews; `commit: true`
 * writes every row as a COUNT, or nothing when any row is bad.
 */
export const stockCountImportSchema = object({
  rows: list(stockCountRowSchema, STOCK_LIMITS.importRows).min(1, { error: 'rows en az bir satır içermelidir.' }),
  commit: z.boolean({ error: fieldError }),
  note: text(STOCK_LIMITS.note).optional(),
});
export type StockCountImport = z.infer<typeof stockCountImportSchema>;

export const stockCountPreviewRowSchema = z.object({
  /** 1-based, as a spreadsheet numbers rows after the header. */
  line: z.number().int(),
  sku: z.string(),
  warehouseCode: z.string(),
  quantity: z.number().optional(),
  onHandBefore: z.number().optional(),
  error: z.string().optional(),
});
export const stockCountImportAnswerSchema = z.object({
  rows: z.array(stockCountPreviewRowSchema),
  invalidRows: z.number().int(),
  written: z.number().int(),
});
export type StockCountImportAnswer = z.infer<typeof stockCountImportAnswerSchema>;
