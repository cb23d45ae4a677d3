import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockLevel, Warehouse } from '@shop/shared';
import { ApiError } from '../../../../src/api/api-error';
import { MovementDialog } from '../../../../src/features/catalog/stock/MovementDialog';
import { createMovement } from '../../../../src/features/catalog/stock/stock-api';

vi.mock('../../../../src/features/catalog/stock/stock-api', () => ({ createMovement: vi.fn() }));

const warehouse = (id: string, name: string): Warehouse => ({
  id,
  name,
  code: id.toUpperCase(),
  province: 'İstanbul',
  district: 'Kadıköy',
  address: '',
  priority: 0,
  isActive: true,
  isDefault: id === 'ist',
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const LEVEL: StockLevel = {
  variantId: 'p1_M',
  productId: 'p1',
  productName: 'Keten gömlek',
  sku: 'GOM-M',
  optionLabel: 'M',
  warehouseId: 'ist',
  onHand: 10,
  allocated: 0,
  available: 10,
  low: false,
  version: 1,
};

const keyOf = (call: unknown[]) => (call[0] as { idempotencyKey?: string }).idempotencyKey;

describe('Transfer dialog', () => {
  beforeEach(() => vi.resetAllMocks());

  it('sends one idempotency key per submission: the same on a retry of an unchanged form, a new one once the form changed', async () => {
    vi.mocked(createMovement).mockRejectedValue(new ApiError(503, 'Sunucuya ulaşılamadı.'));
    const user = userEvent.setup();
    render(
      <MovementDialog
        mode="transfer"
        level={LEVEL}
        warehouses={[warehouse('ist', 'İstanbul'), warehouse('ank', 'Ankara')]}
        onHide={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    // PrimeReact's Dropdown opens from its trigger (the labelled input is a hidden one).
    const dropdown = (await screen.findByLabelText('Hedef depo')).closest('.p-dropdown') as HTMLElement;
    fireEvent.click(dropdown);
    fireEvent.click(await screen.findByText('Ankara', { selector: 'li *, li' }));
    const quantity = screen.getByLabelText('Miktar');
    await user.type(quantity, '3');
    const submit = screen.getByRole('button', { name: 'Transfer et' });
    await user.click(submit);
    await waitFor(() => expect(createMovement).toHaveBeenCalledTimes(1));
    await user.click(submit);
    await waitFor(() => expect(createMovement).toHaveBeenCalledTimes(2));
    await user.type(quantity, '4');
    await user.click(submit);
    await waitFor(() => expect(createMovement).toHaveBeenCalledTimes(3));
    const calls = vi.mocked(createMovement).mock.calls;
    expect(calls[0]?.[0]).toMatchObject({ kind: 'TRANSFER', quantity: 3, toWarehouseId: 'ank', idempotencyKey: expect.any(String) });
    expect(keyOf(calls[1] as unknown[])).toBe(keyOf(calls[0] as unknown[]));
    expect(calls[2]?.[0]).toMatchObject({ quantity: 34 });
    expect(keyOf(calls[2] as unknown[])).not.toBe(keyOf(calls[0] as unknown[]));
  });
});
