import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../src/api/client';
import OptionTypePage from '../../../src/features/catalog/setup/OptionTypePage';
import ProductSettingsPage from '../../../src/features/catalog/setup/ProductSettingsPage';
import StockTypePage from '../../../src/features/catalog/setup/StockTypePage';
import WarehousePage from '../../../src/features/catalog/setup/WarehousePage';
import { toastError, toastSuccess } from '../../../src/ui/toast';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast');

const AT = '2026-01-01T09:00:00.000Z';
const BEDEN = {
  id: 'ot-beden',
  name: 'Beden',
  kind: 'TEXT',
  values: ['S', 'M'].map((label) => ({ id: `beden-${label.toLowerCase()}`, label })),
  createdAt: AT,
  version: 1,
};
const RENK = {
  id: 'ot-renk',
  name: 'Renk',
  kind: 'COLOR',
  values: [{ id: 'renk-siyah', label: 'Siyah', swatch: '#111111' }],
  createdAt: AT,
  version: 1,
};
const ADET = { id: 'st-adet', name: 'Adet', allowDecimals: false, tracked: true, createdAt: AT, version: 1 };
const MERKEZ = {
  id: 'wh-merkez',
  name: 'Merkez Depo',
  code: 'MERKEZ',
  province: 'İstanbul',
  district: 'Esenyurt',
  address: '',
  priority: 1,
  isActive: true,
  isDefault: true,
  createdAt: AT,
  version: 1,
};
const ANKARA = {
  ...MERKEZ,
  id: 'wh-ankara',
  name: 'Ankara Depo',
  code: 'ANKARA',
  province: 'Ankara',
  district: 'Yenimahalle',
  priority: 2,
  isDefault: false,
};

describe('Varyantlar', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists the option types with their values and creates one with values in the order added', async () => {
    const types: object[] = [BEDEN, RENK];
    const calls = answerApi(({ id, request }) => {
      if (id === 'createOptionType') {
        const body = request.body as { name: string; kind: string; values: { label: string }[] };
        const made = { id: 'x', ...body, values: body.values.map((v, i) => ({ id: `v${i}`, label: v.label })), createdAt: AT, version: 1 };
        types.push(made);
        return { data: made };
      }
      return { data: types };
    });
    renderPage(<OptionTypePage />, { path: '/admin/catalog/variant' });
    expect(await screen.findByText('Beden')).toBeTruthy();
    expect(screen.getByText('Siyah')).toBeTruthy();

    fireEvent.click(screen.getByText('Ekle'));
    fireEvent.change(await screen.findByLabelText('Ad'), { target: { value: 'Kumaş' } });
    for (const label of ['Pamuk', 'Keten']) {
      fireEvent.change(screen.getByLabelText('Yeni değer'), { target: { value: label } });
      fireEvent.click(screen.getByText('Değer ekle'));
    }
    expect(screen.getAllByTestId('kit-item').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Pamuk'),
      expect.stringContaining('Keten'),
    ]);
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('“Kumaş” kaydedildi.'));
    expect(calls.find((c) => c.id === 'createOptionType')?.request.body).toEqual({
      name: 'Kumaş',
      kind: 'TEXT',
      values: [{ label: 'Pamuk' }, { label: 'Keten' }],
    });
    expect(await screen.findByText('Kumaş')).toBeTruthy();
  });

  it('shows the server’s reason when a delete is refused (a value in use)', async () => {
    const refusal = 'Beden 5 varyantta kullanılıyor; silinemez.';
    answerApi(({ id }) => {
      if (id === 'deleteOptionType') throw new ApiError(409, refusal, 'Conflict');
      return { data: [BEDEN] };
    });
    renderPage(
      <>
        <OptionTypePage />
        <ConfirmDialog />
      </>,
      { path: '/admin/catalog/variant' },
    );
    fireEvent.click(await screen.findByLabelText('Beden sil'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Silme onayı' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(refusal));
  });

  it('hides the edit buttons from a role that may not manage variants', async () => {
    answerApi(() => ({ data: [BEDEN] }));
    renderPage(<OptionTypePage />, { path: '/admin/catalog/variant', groups: ['WAREHOUSE_MANAGER'] });
    await screen.findByText('Beden');
    expect(screen.queryByText('Ekle')).toBeNull();
    expect(screen.queryByLabelText('Beden sil')).toBeNull();
  });
});

describe('Stok Tipleri', () => {
  beforeEach(() => vi.resetAllMocks());

  it('creates a unit and shows a refusal as a toast', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'createStockType') {
        const body = request.body as { name: string };
        if (body.name === 'Adet') throw new ApiError(409, '“Adet” adında bir stok tipi zaten var.', 'Conflict');
        return { data: { id: 'n', ...body, createdAt: AT, version: 1 } };
      }
      return { data: [ADET] };
    });
    renderPage(<StockTypePage />, { path: '/admin/catalog/stock-type' });
    await screen.findByText('Adet');
    fireEvent.click(screen.getByText('Ekle'));
    fireEvent.change(await screen.findByLabelText('Birim adı'), { target: { value: 'Gram' } });
    fireEvent.click(screen.getByLabelText('Ondalıklı miktar'));
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('“Gram” kaydedildi.'));
    expect(calls.find((c) => c.id === 'createStockType')?.request.body).toEqual({ name: 'Gram', allowDecimals: true, tracked: true });

    fireEvent.click(screen.getByText('Ekle'));
    fireEvent.change(await screen.findByLabelText('Birim adı'), { target: { value: 'Adet' } });
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('“Adet” adında bir stok tipi zaten var.'));
  });

  it('says the list could not load, offline or not', async () => {
    answerApi(() => {
      throw new ApiError(500, 'Bir hata oluştu.');
    });
    renderPage(<StockTypePage />, { path: '/admin/catalog/stock-type' });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('Depolar', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists warehouses with default and active tags and a Stok link each; creates one with il and ilçe', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'createWarehouse') return { data: { id: 'new', ...(request.body as object), createdAt: AT, version: 1 } };
      return { data: [MERKEZ, ANKARA] };
    });
    renderPage(<WarehousePage />, { path: '/admin/catalog/warehouse' });
    await screen.findByText('Merkez Depo');
    expect(screen.getByText('Varsayılan')).toBeTruthy();
    expect(screen.getByLabelText('Ankara Depo stoğu').getAttribute('href')).toBe('/admin/catalog/warehouse/stock?warehouseId=wh-ankara');
    // The default can be neither deactivated nor deleted; another can.
    expect(screen.queryByLabelText('Merkez Depo sil')).toBeNull();
    expect(screen.getByLabelText('Ankara Depo pasifleştir')).toBeTruthy();

    fireEvent.click(screen.getByText('Ekle'));
    fireEvent.change(await screen.findByLabelText('Depo adı'), { target: { value: 'İzmir Depo' } });
    fireEvent.change(screen.getByLabelText('Kod'), { target: { value: 'izmir' } });
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('“İzmir Depo” kaydedildi.'));
    expect(calls.find((c) => c.id === 'createWarehouse')?.request.body).toMatchObject({
      name: 'İzmir Depo',
      code: 'IZMIR',
      province: '',
      district: '',
    });
  });

  it('shows a refused delete (stock held) as a toast', async () => {
    const refusal = '“Ankara Depo” deposunun stoğu var; silinemez, pasifleştirin.';
    answerApi(({ id }) => {
      if (id === 'deleteWarehouse') throw new ApiError(409, refusal, 'Conflict');
      return { data: [MERKEZ, ANKARA] };
    });
    renderPage(
      <>
        <WarehousePage />
        <ConfirmDialog />
      </>,
      { path: '/admin/catalog/warehouse' },
    );
    fireEvent.click(await screen.findByLabelText('Ankara Depo sil'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Silme onayı' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(refusal));
  });
});

describe('Ürün Ayarları', () => {
  beforeEach(() => vi.resetAllMocks());
  const SETTINGS = {
    lowStockThreshold: 5,
    defaultStockTypeId: 'st-adet',
    allowBackorder: false,
    outOfStockVisibility: 'SHOW',
    allocationStrategy: 'PRIORITY',
    version: 3,
  };

  it('saves the settings with the version they were read at', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'saveProductSettings') {
        const { baseVersion, ...settings } = request.body as { baseVersion: number };
        return { ...settings, version: baseVersion + 1 };
      }
      if (id === 'listStockTypes') return { data: [ADET] };
      return SETTINGS;
    });
    renderPage(<ProductSettingsPage />, { path: '/admin/settings/product', groups: ['PRODUCT_MANAGER'] });
    fireEvent.click(await screen.findByLabelText('Stokta olmayan varyant sipariş edilebilir'));
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Ürün ayarları kaydedildi.'));
    expect(calls.find((c) => c.id === 'saveProductSettings')?.request.body).toEqual({
      ...SETTINGS,
      version: undefined,
      allowBackorder: true,
      baseVersion: 3,
    });
  });

  it('is read-only, with a note, for a role that may read but not save', async () => {
    answerApi(({ id }) => (id === 'listStockTypes' ? { data: [ADET] } : SETTINGS));
    renderPage(<ProductSettingsPage />, { path: '/admin/settings/product', groups: ['WAREHOUSE_MANAGER'] });
    expect(await screen.findByText('Bu sayfayı görüntüleyebilirsiniz; değişiklik yapma yetkiniz yok.')).toBeTruthy();
    await screen.findByLabelText('Düşük stok eşiği');
    expect(screen.queryByText('Kaydet')).toBeNull();
  });
});
