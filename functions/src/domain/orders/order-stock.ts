import type { MovementKind, OrderLine } from '@shop/shared';
import type { LevelTarget } from '../../repositories/stock-repository';

export interface LineStockStep<K extends MovementKind = MovementKind> {
  readonly line: OrderLine;
  readonly kind: K;
  readonly quantity: number;
}

/** One level per variant × warehouse: two lines of one variant from one warehouse move it together. */
export const orderLevelTargets = <K extends MovementKind>(
  steps: readonly LineStockStep<K>[],
): { target: LevelTarget; kind: K; quantity: number }[] => {
  const merged = new Map<string, { target: LevelTarget; kind: K; quantity: number }>();
  for (const { line, kind, quantity } of steps) {
    const key = `${line.variantId}\u0000${line.warehouseId}`;
    const entry = merged.get(key) ?? {
      target: {
        variantId: line.variantId,
        warehouseId: line.warehouseId,
        productId: line.productId,
        productName: line.name,
        sku: line.sku,
        optionLabel: line.optionLabel,
      },
      kind,
      quantity: 0,
    };
    merged.set(key, { ...entry, quantity: entry.quantity + quantity });
  }
  return [...merged.values()];
};
