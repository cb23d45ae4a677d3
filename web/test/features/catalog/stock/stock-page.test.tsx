import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StockLevel, Warehouse } from '@shop/shared';
import StockPage from '../../../../src/features/catalog/stock/StockPage';
import { toastSuccess } from '../../../../src/ui/toast';
import { answerApi, renderPage } from '../../../widgets/data-page/harness';

vi.mock('../../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../../src/ui/toast');

const warehouse = (id: string, name: string, isDefault = false): Warehouse => ({
  id,
  name,
  code: id.toUpperCase(),
  province: 'İstanbul',
  district: 'Kadıköy',
  address: '',
  priority: 0,
  isActive: true,
  isDefault,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const WAREHOUSES = [warehouse('ist', 'İstanbul deposu', true), warehouse('ank', 'Ankara deposu')];
const level = (sku: string, onHand: number, fields: Partial<StockLevel> = {}): StockLevel => ({
  variantId: `p1_${sku}`,
  productId: 'p1',
  productName: 'Keten gömlek',
  sku,
  optionLabel: 'M',
  warehouseId: 'ist',
  onHand,
  allocated: 0,
  available: onHand,
  low: onHand <= 5,
  version: 1,
  ...fields,
});

describe('the Stok page', () => {
  beforeEach(() => vi.resetAllMocks());

  it("lists the default warehouse's levels with tr-TR numbers and low marks, and asks for a quantity and a reason before an adjustment", async () => {
    let onHand = 1234;
    const calls = answerApi(({ id, request }) => {
      if (id === 'listWarehouses') return { data: WAREHOUSES };
      if (id === 'listStock') return { data: [level('GOM-M', onHand), level('GOM-S', 0)] };
      if (id === 'listStockMovements') return { data: [] };
      if (id === 'createStockMovement') {
        onHand += (request.body as { quantity: number }).quantity;
        return { data: [] };
      }
      throw new Error(`unexpected ${id}`);
    });
    renderPage(<StockPage />, { path: '/admin/catalog/warehouse/stock' });
    expect(await screen.findAllByText('1.234')).toHaveLength(2);
    expect(calls.find((c) => c.id === 'listStock')?.request.query).toMatchObject({ warehouseId: 'ist' });
    expect(screen.getByText('Tükendi')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'GOM-M stoğunu düzelt' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findAllByText('Bu alan gereklidir.')).toHaveLength(2);
    expect(calls.some((c) => c.id === 'createStockMovement')).toBe(false);
  });

  it('shows no change buttons to a role without warehouse:manage (ADMIN), only the ledger', async () => {
    const calls = answerApi(({ id }) => (id === 'listWarehouses' ? { data: WAREHOUSES } : { data: [level('GOM-M', 3)] }));
    renderPage(<StockPage />, {
      path: '/admin/catalog/warehouse/stock?warehouseId=ank',
      pattern: '/admin/catalog/warehouse/stock',
      groups: ['ADMIN'],
    });
    await screen.findByText('GOM-M');
    expect(calls.find((c) => c.id === 'listStock')?.request.query).toMatchObject({ warehouseId: 'ank' });
    expect(screen.queryByRole('button', { name: 'GOM-M stoğunu düzelt' })).toBeNull();
    expect(screen.queryByText('Sayım içe aktar')).toBeNull();
    expect(screen.getByRole('button', { name: 'GOM-M stok hareketleri' })).toBeTruthy();
  });

  it('previews a count file, lists bad rows with their reasons and offers Uygula only when all are valid', async () => {
    let bad = true;
    const calls = answerApi(({ id, request }) => {
      if (id === 'listWarehouses') return { data: WAREHOUSES };
      if (id === 'importStockCount') {
        const body = request.body as { commit: boolean; rows: { sku: string; warehouseCode: string; quantity: string }[] };
        const rows = body.rows.map((r, i) => ({
          line: i + 1,
          sku: r.sku,
          warehouseCode: r.warehouseCode,
          quantity: Number(r.quantity),
          onHandBefore: 0,
          ...(bad && i === 1 ? { error: 'SKU bulunamadı (YOK).' } : {}),
        }));
        return { rows, invalidRows: bad ? 1 : 0, written: body.commit ? rows.length : 0 };
      }
      return { data: [] };
    });
    renderPage(<StockPage />, { path: '/admin/catalog/warehouse/stock' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sayım içe aktar' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    const file = (text: string) => new File([text], 'sayim.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file('SKU;Depo kodu;Miktar\nGOM-M;IST;4\nYOK;IST;1\n')] } });
    expect(await within(dialog).findByText('SKU bulunamadı (YOK).')).toBeTruthy();
    expect(within(dialog).getByText(/2 satır, 1 hatalı/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Uygula' })).toBeNull();

    bad = false;
    fireEvent.change(input, { target: { files: [file('GOM-M;IST;4\nGOM-S;IST;1\n')] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('2 satırlık sayım uygulandı.'));
    expect(calls.filter((c) => c.id === 'importStockCount').map((c) => (c.request.body as { commit: boolean }).commit)).toEqual([false, false, true]);
  });
});
