import {
  fitsUnit,
  QUANTITY_DECIMALS,
  reasonAllowsNegative,
  STOCK_LIMITS,
  type AdjustmentReason,
  type MovementKind,
  type StockType,
} from '@shop/shared';
import type { LevelChange, LevelQuantities } from '../../repositories/stock-repository';
import { invalid } from '../domain-error';

export type { LevelChange, LevelQuantities };

/** The unit rules a change obeys (a product whose stock type is missing counts as Adet: whole, tracked). */
export type StockUnit = Pick<StockType, 'name' | 'allowDecimals' | 'tracked'>;
export const DEFAULT_UNIT: StockUnit = { name: 'Adet', allowDecimals: false, tracked: true };

export const EMPTY_LEVEL: LevelQuantities = { onHand: 0, allocated: 0 };

export const availableOf = (level: LevelQuantities): number => round(level.onHand - level.allocated);

/** Sums of decimal quantities drift (0.1 + 0.2); every result is kept to the unit's finest step. */
const round = (value: number): number => {
  const scale = 10 ** QUANTITY_DECIMALS;
  return Math.round(value * scale) / scale;
};

const checkQuantity = (quantity: number, unit: StockUnit, field = 'quantity'): void => {
  if (!unit.tracked) throw invalid(`Bu ürünün stoğu takip edilmiyor (${unit.name}); stok hareketi yazılamaz.`, 'variantId');
  if (!fitsUnit(quantity, unit))
    throw invalid(
      unit.allowDecimals
        ? `${field} en fazla ${QUANTITY_DECIMALS} ondalık basamak içerebilir.`
        : `${field} tam sayı olmalıdır (birim: ${unit.name}).`,
      field,
    );
};

const checkLimit = (after: LevelQuantities): void => {
  if (Math.abs(after.onHand) > STOCK_LIMITS.maxQuantity || Math.abs(after.allocated) > STOCK_LIMITS.maxQuantity)
    throw invalid(`Stok en fazla ${STOCK_LIMITS.maxQuantity.toLocaleString('tr-TR')} olabilir.`, 'quantity');
};

const changed = (kind: MovementKind, delta: number, after: LevelQuantities): LevelChange => {
  const rounded = { onHand: round(after.onHand), allocated: round(after.allocated) };
  checkLimit(rounded);
  return { kind, delta: round(delta), after: rounded };
};

/** ADJUSTMENT: adds ± quantity to on hand; a result below zero only with a reason that allows it. */
export const adjust = (level: LevelQuantities, quantity: number, reason: AdjustmentReason, unit: StockUnit): LevelChange => {
  checkQuantity(quantity, unit);
  const onHand = round(level.onHand + quantity);
  if (onHand < 0 && !reasonAllowsNegative(reason))
    throw invalid(
      `Eldeki stok sıfırın altına inemez (şu an ${level.onHand.toLocaleString('tr-TR')}). Eksi stok için "Eksi stoğa izin ver" nedenini seçin.`,
      'quantity',
    );
  return changed('ADJUSTMENT', quantity, { ...level, onHand });
};

/** COUNT: the counted quantity becomes on hand; the movement records the difference. */
export const count = (level: LevelQuantities, quantity: number, unit: StockUnit): LevelChange => {
  checkQuantity(quantity, unit);
  if (quantity < 0) throw invalid('quantity sıfırdan küçük olamaz.', 'quantity');
  return changed('COUNT', quantity - level.onHand, { ...level, onHand: quantity });
};

/** TRANSFER: `quantity` leaves `from` (never more than is available there) and arrives in `to`. */
export const transfer = (
  from: LevelQuantities,
  to: LevelQuantities,
  quantity: number,
  unit: StockUnit,
): { readonly out: LevelChange; readonly in: LevelChange } => {
  checkQuantity(quantity, unit);
  if (quantity <= 0) throw invalid('quantity sıfırdan büyük olmalıdır.', 'quantity');
  const available = availableOf(from);
  if (quantity > available)
    throw invalid(`Kaynak depoda kullanılabilir stok ${available.toLocaleString('tr-TR')}; daha fazlası transfer edilemez.`, 'quantity');
  return {
    out: changed('TRANSFER_OUT', -quantity, { ...from, onHand: from.onHand - quantity }),
    in: changed('TRANSFER_IN', quantity, { ...to, onHand: to.onHand + quantity }),
  };
};

const positive = (quantity: number, unit: StockUnit): void => {
  checkQuantity(quantity, unit);
  if (quantity <= 0) throw invalid('quantity sıfırdan büyük olmalıdır.', 'quantity');
};

/** ALLOCATION (an order is placed): allocated up; beyond what is available only when backorders are allowed. */
export const allocate = (level: LevelQuantities, quantity: number, unit: StockUnit, allowBackorder: boolean): LevelChange => {
  positive(quantity, unit);
  if (!allowBackorder && quantity > availableOf(level))
    throw invalid(`Kullanılabilir stok ${availableOf(level).toLocaleString('tr-TR')}; sipariş için yeterli değil.`, 'quantity');
  return changed('ALLOCATION', quantity, { ...level, allocated: level.allocated + quantity });
};

/**
 * RELEASE (an order is cancelled before shipping): allocated down by what was held for it, never
 * below zero (an order placed on backorder, or stored before the ledger, held less).
 */
export const release = (level: LevelQuantities, quantity: number, unit: StockUnit): LevelChange => {
  positive(quantity, unit);
  const released = Math.min(quantity, Math.max(0, level.allocated));
  return changed('RELEASE', -released, { ...level, allocated: level.allocated - released });
};

/**
 * SALE (an order ships): on hand down by what leaves, allocated down by what was held for it. An
 * order placed on backorder, or stored before the ledger, held less (or nothing): the parcel still
 * leaves, and on hand may go below zero until goods are received.
 */
export const sell = (level: LevelQuantities, quantity: number, unit: StockUnit): LevelChange => {
  positive(quantity, unit);
  return changed('SALE', -quantity, { onHand: level.onHand - quantity, allocated: Math.max(0, level.allocated - quantity) });
};

/** RETURN (goods come back): on hand up. */
export const takeBack = (level: LevelQuantities, quantity: number, unit: StockUnit): LevelChange => {
  positive(quantity, unit);
  return changed('RETURN', quantity, { ...level, onHand: level.onHand + quantity });
};

/** How much a change moves what is available (what the product's `stock` sums). */
export const availableDelta = (before: LevelQuantities, change: LevelChange): number => round(availableOf(change.after) - availableOf(before));
