import * as z from 'zod';
import type { Permission } from '../auth/permissions';
import { bool, enumOf, fieldError, int, list, num, object, requiredText, text } from '../schemas/common';
import { positiveMoneyAmount } from '../schemas/money';
import { actorSchema } from './order';

/**
 * A return (RMA) of some delivered lines of one order, with its own process: the customer asks,
 * staff approve it with the carrier's return code (or reject it), the parcel travels, arrives
 * whole or in part, the money goes back, the case is closed. Cancelled at any point before the
 * goods arrive. The order keeps the counters (returnRequestedQuantity, returnedQuantity) and the
 * money (a REFUND payment record); the return keeps what happened to it.
 */
export const RETURN_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'IN_TRANSIT',
  'RECEIVED',
  'PARTIALLY_RECEIVED',
  'REFUNDED',
  'CLOSED',
  'CANCELLED',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Talep edildi',
  APPROVED: 'Onaylandı',
  REJECTED: 'Reddedildi',
  IN_TRANSIT: 'Yolda',
  RECEIVED: 'Teslim alındı',
  PARTIALLY_RECEIVED: 'Kısmen teslim alındı',
  REFUNDED: 'İade edildi',
  CLOSED: 'Kapandı',
  CANCELLED: 'İptal',
};

/** Why a line comes back; the list, in its order. OTHER needs a note. */
export const RETURN_REASONS = [
  'SIZE_TOO_SMALL',
  'SIZE_TOO_LARGE',
  'LOOKS_DIFFERENT',
  'DEFECTIVE',
  'WRONG_ITEM',
  'MISSING_ITEM',
  'CHANGED_MIND',
  'OTHER',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  SIZE_TOO_SMALL: 'Beden küçük geldi',
  SIZE_TOO_LARGE: 'Beden büyük geldi',
  LOOKS_DIFFERENT: 'Renk/görsel farklı',
  DEFECTIVE: 'Ayıplı/hasarlı',
  WRONG_ITEM: 'Yanlış ürün gönderildi',
  MISSING_ITEM: 'Eksik ürün',
  CHANGED_MIND: 'Vazgeçtim (cayma hakkı)',
  OTHER: 'Diğer',
};

export const RETURN_LIMITS = {
  lines: 20,
  note: 500,
  reason: 500,
  returnCode: 40,
  reference: 100,
} as const;

export const returnLineSchema = z.object({
  orderLineId: z.string(),
  sku: z.string(),
  name: z.string(),
  optionLabel: z.string(),
  unitPrice: z.number().nonnegative(),
  quantity: z.number().positive(),
  reason: z.enum(RETURN_REASONS),
  note: z.string().optional(),
  /** Filled when the parcel arrives (RECEIVE). */
  receivedQuantity: z.number().nonnegative(),
  /** Of the received, how many arrived unsellable. */
  damagedQuantity: z.number().nonnegative(),
  /** Whether the sellable received quantity went back to stock, and into which warehouse. */
  restock: z.boolean(),
  restockWarehouseId: z.string().optional(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const REFUND_METHODS = ['ORIGINAL', 'BANK_TRANSFER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  ORIGINAL: 'Ödeme yöntemine iade',
  BANK_TRANSFER: 'Banka havalesi (IBAN)',
};

export const returnRefundSchema = z.object({
  amount: z.number().positive(),
  includesShipping: z.boolean(),
  method: z.enum(REFUND_METHODS),
  iban: z.string().optional(),
  reference: z.string().optional(),
  /** The order's REFUND payment record written with it. */
  paymentId: z.string(),
  at: z.string(),
  by: actorSchema,
});
export type ReturnRefund = z.infer<typeof returnRefundSchema>;

export const returnEventSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  message: z.string(),
  note: z.string().optional(),
  by: actorSchema,
  at: z.string(),
});
export type ReturnEvent = z.infer<typeof returnEventSchema>;

export const returnSchema = z.object({
  /** `R-<orderId>-<n>`: quoted by staff and the customer, readable at a glance. */
  id: z.string(),
  orderId: z.string(),
  customerName: z.string(),
  lines: z.array(returnLineSchema).min(1),
  status: z.enum(RETURN_STATUSES),
  /** The carrier's return code (APPROVE). */
  returnCode: z.string().optional(),
  rejectReason: z.string().optional(),
  refund: returnRefundSchema.optional(),
  /** Created outside the return window, confirmed by staff. */
  outsideWindow: z.boolean(),
  /** Oldest first. */
  events: z.array(returnEventSchema),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Return = z.infer<typeof returnSchema>;

/** A row of the list (what the list's finder items hold): the return without its timeline. */
export const returnSummarySchema = returnSchema.omit({ events: true });
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const RETURN_ACTIONS = ['APPROVE', 'REJECT', 'MARK_IN_TRANSIT', 'RECEIVE', 'REFUND', 'CLOSE', 'CANCEL'] as const;
export type ReturnActionKind = (typeof RETURN_ACTIONS)[number];
export const RETURN_ACTION_LABELS: Record<ReturnActionKind, string> = {
  APPROVE: 'Onayla',
  REJECT: 'Reddet',
  MARK_IN_TRANSIT: 'Yolda',
  RECEIVE: 'Teslim al',
  REFUND: 'Para iadesi',
  CLOSE: 'Kapat',
  CANCEL: 'İptal et',
};
/** Money goes back only with payments:manage (as the order's REFUND); the rest is order work. */
export const RETURN_ACTION_PERMISSION: Record<ReturnActionKind, Permission> = {
  APPROVE: 'orders:manage',
  REJECT: 'orders:manage',
  MARK_IN_TRANSIT: 'orders:manage',
  RECEIVE: 'orders:manage',
  REFUND: 'payments:manage',
  CLOSE: 'orders:manage',
  CANCEL: 'orders:manage',
};

/**
 * The return process, one table: from each status, each action it allows and where it leads.
 * RECEIVE leads to RECEIVED or PARTIALLY_RECEIVED by what arrived (`receivedStatus`); the table
 * names RECEIVED for it.
 */
export const RETURN_PROCESS: Record<ReturnStatus, Partial<Record<ReturnActionKind, ReturnStatus>>> = {
  REQUESTED: { APPROVE: 'APPROVED', REJECT: 'REJECTED', CANCEL: 'CANCELLED' },
  APPROVED: { MARK_IN_TRANSIT: 'IN_TRANSIT', RECEIVE: 'RECEIVED', CANCEL: 'CANCELLED' },
  IN_TRANSIT: { RECEIVE: 'RECEIVED', CANCEL: 'CANCELLED' },
  RECEIVED: { REFUND: 'REFUNDED', CLOSE: 'CLOSED' },
  PARTIALLY_RECEIVED: { REFUND: 'REFUNDED', CLOSE: 'CLOSED' },
  REFUNDED: { CLOSE: 'CLOSED' },
  REJECTED: { CLOSE: 'CLOSED' },
  CLOSED: {},
  CANCELLED: {},
};

const IMPOSSIBLE: Record<ReturnActionKind, string> = {
  APPROVE: 'Yalnızca talep edilmiş bir iade onaylanabilir.',
  REJECT: 'Yalnızca talep edilmiş bir iade reddedilebilir.',
  MARK_IN_TRANSIT: 'Yalnızca onaylanmış bir iade yolda olarak işaretlenebilir.',
  RECEIVE: 'Yalnızca onaylanmış ya da yolda olan bir iade teslim alınabilir.',
  REFUND: 'Para iadesi yalnızca teslim alınmış bir iade için yapılabilir.',
  CLOSE: 'Bu iade şu an kapatılamaz.',
  CANCEL: 'Teslim alınmış, reddedilmiş ya da kapanmış bir iade iptal edilemez.',
};

/** Where `action` leads from `status`, or undefined when the table refuses it. */
export const nextReturnStatus = (status: ReturnStatus, action: ReturnActionKind): ReturnStatus | undefined => RETURN_PROCESS[status][action];

/** Why `action` cannot be applied to a return in `status` (the 409's Turkish sentence), or undefined. */
export const returnActionRefusal = (status: ReturnStatus, action: ReturnActionKind): string | undefined =>
  nextReturnStatus(status, action) === undefined ? IMPOSSIBLE[action] : undefined;

/** RECEIVE's outcome: everything asked for arrived, or only part of it. */
export const receivedStatus = (lines: readonly Pick<ReturnLine, 'quantity' | 'receivedQuantity'>[]): ReturnStatus =>
  lines.every((l) => l.receivedQuantity >= l.quantity) ? 'RECEIVED' : 'PARTIALLY_RECEIVED';

/** The actions a staff member holding `can` may take on a return in `status`, in the table's order. */
export const availableReturnActions = (status: ReturnStatus, can: (permission: Permission) => boolean): ReturnActionKind[] =>
  RETURN_ACTIONS.filter((a) => can(RETURN_ACTION_PERMISSION[a]) && returnActionRefusal(status, a) === undefined);

const quantity = () => num(0, 1_000_000);
const version = () => int(1, Number.MAX_SAFE_INTEGER);

/** POST /api/admin/returns: a return of some of an order's delivered lines. */
export const returnCreateSchema = object({
  orderId: requiredText(undefined, 80),
  lines: list(
    object({
      orderLineId: requiredText(undefined, 80),
      quantity: num(0.001, 1_000_000),
      reason: enumOf(RETURN_REASONS),
      note: text(RETURN_LIMITS.note).optional(),
    }).refine((l) => l.reason !== 'OTHER' || (l.note ?? '').trim() !== '', {
      error: '"Diğer" nedeni için bir not yazın.',
      path: ['note'],
    }),
    RETURN_LIMITS.lines,
  ).min(1, { error: 'lines en az bir satır içermelidir.' }),
  /** The return window has passed: staff confirm they accept it anyway. */
  confirmOutsideWindow: bool().default(false),
});
export type ReturnCreate = z.infer<typeof returnCreateSchema>;

/** POST /api/admin/returns/{id}/actions: one action, conditioned on the return's `version`. */
export const returnActionSchema = z.discriminatedUnion(
  'action',
  [
    object({
      action: z.literal('APPROVE'),
      version: version(),
      returnCode: requiredText(undefined, RETURN_LIMITS.returnCode).regex(/^[A-Za-z0-9-]+$/, {
        error: 'returnCode yalnızca harf, rakam ve tire içerebilir.',
      }),
    }),
    object({ action: z.literal('REJECT'), version: version(), reason: requiredText(undefined, RETURN_LIMITS.reason) }),
    object({ action: z.literal('MARK_IN_TRANSIT'), version: version() }),
    object({
      action: z.literal('RECEIVE'),
      version: version(),
      lines: list(
        object({
          orderLineId: requiredText(undefined, 80),
          receivedQuantity: quantity(),
          damagedQuantity: quantity().default(0),
          restock: bool(),
          warehouseId: text(80).optional(),
        }),
        RETURN_LIMITS.lines,
      ).min(1, { error: 'lines en az bir satır içermelidir.' }),
    }),
    object({
      action: z.literal('REFUND'),
      version: version(),
      amount: positiveMoneyAmount(100_000_000),
      includeShipping: bool().default(false),
      method: enumOf(REFUND_METHODS),
      iban: text(40).optional(),
      reference: text(RETURN_LIMITS.reference).optional(),
    }),
    object({ action: z.literal('CLOSE'), version: version() }),
    object({ action: z.literal('CANCEL'), version: version() }),
  ],
  { error: fieldError },
);
export type ReturnAction = z.infer<typeof returnActionSchema>;

/** GET /api/admin/returns/reasons: how many lines and pieces came back for each reason in a period. */
export const returnReasonFigureSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  lines: z.number().int().nonnegative(),
  quantity: z.number().nonnegative(),
});
export type ReturnReasonFigure = z.infer<typeof returnReasonFigureSchema>;
