import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product, StockLevel, Variant, VariantUpsert } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import ProductUpsertPage from '../../../src/features/catalog/ProductUpsertPage';
import { toastError, toastSuccess } from '../../../src/ui/toast';
import { answerApi, renderPage } from '../../widgets/data-page/harness';
import { DRESS, level, variantReads } from './variant-fixtures';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast');

const PATTERN = '/admin/catalog/product/upsert/:id?';
const renderNew = (groups?: string[]) =>
  renderPage(<ProductUpsertPage />, { path: '/admin/catalog/product/upsert', pattern: PATTERN, ...(groups ? { groups } : {}) });
const renderDress = (groups?: string[]) =>
  renderPage(<ProductUpsertPage />, { path: '/admin/catalog/product/upsert/p1', pattern: PATTERN, ...(groups ? { groups } : {}) });

const table = () => screen.getByRole('region', { name: 'Varyant tablosu' });
const combinationsShown = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const cell = (label: string) => within(table()).getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(cell(label), { target: { value } });
const skus = () =>
  within(table())
    .getAllByLabelText<HTMLInputElement>(/: SKU$/)
    .map((input) => input.value);
const tick = (group: string, names: string[]) => {
  for (const name of names) fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name }));
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

/** What the server stores of an upsert's variants: ids kept or made, nulls left out. */
const storedVariants = (sent: VariantUpsert[]): Variant[] =>
  sent.map((v, i) => {
    const out: Record<string, unknown> = { id: v.id ?? `p1_new${i}`, sku: v.sku, options: v.options, isActive: v.isActive };
    for (const key of ['barcode', 'price', 'compareAtPrice', 'desi', 'weight', 'imageIds'] as const)
      if (v[key] !== null && v[key] !== undefined) out[key] = v[key];
    return out as Variant;
  });

const savedProduct = (base: Product, body: Record<string, unknown>, id = base.id): Product => {
  const { variants, optionTypeIds, stockTypeId, baseVersion: _version, ...fields } = body;
  // A null clears a field and an empty slug is made from the name: the stored product leaves them out.
  const kept = Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== null && !(key === 'slug' && value === '')));
  return {
    ...base,
    ...(kept as Partial<Product>),
    id,
    optionTypeIds: optionTypeIds as string[],
    variants: storedVariants(variants as VariantUpsert[]),
    ...(stockTypeId ? { stockTypeId: stockTypeId as string } : {}),
    version: base.version + 1,
  };
};

const DRESS_LEVELS: StockLevel[] = [level('p1_a', 'ELBISE-KIRMIZI-S', 'wh-ana', 5), level('p1_b', 'ELBISE-KIRMIZI-M', 'wh-izm', 2)];

describe('product form: Varyantlar', () => {
  beforeEach(() => vi.resetAllMocks());

  it('opens the empty new-product form at /upsert without an id; the old /upsert/new address leads there', async () => {
    answerApi(({ id }) => variantReads(id));
    const { unmount } = renderNew();
    expect(screen.getByRole('heading', { name: 'Yeni ürün' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Ürün adı').value).toBe('');
    unmount();
    renderPage(<ProductUpsertPage />, { path: '/admin/catalog/product/upsert/new', pattern: PATTERN });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/catalog/product/upsert'));
  });

  it('generates the 8 combinations of 2 colours × 4 sizes at once, SKUs from the edited pattern, colours varying slowest', async () => {
    answerApi(({ id }) => variantReads(id));
    renderNew();
    fireEvent.change(screen.getByLabelText('Ürün adı'), { target: { value: 'Yazlık Elbise' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Renk' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beden' }));
    tick('Renk değerleri', ['Mavi', 'Kırmızı']);
    tick('Beden değerleri', ['XL', 'S', 'M', 'L']);
    expect(screen.getByText('8 birleşim oluşturulacak; var olan satırlar korunur.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('SKU şablonu'), { target: { value: 'ELB-{Renk}-{Beden}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü oluştur' }));

    // Values in each type's own order, whatever order they were ticked in.
    expect(combinationsShown()).toEqual([
      'Kırmızı / S',
      'Kırmızı / M',
      'Kırmızı / L',
      'Kırmızı / XL',
      'Mavi / S',
      'Mavi / M',
      'Mavi / L',
      'Mavi / XL',
    ]);
    expect(skus()).toEqual([
      'ELB-KIRMIZI-S',
      'ELB-KIRMIZI-M',
      'ELB-KIRMIZI-L',
      'ELB-KIRMIZI-XL',
      'ELB-MAVI-S',
      'ELB-MAVI-M',
      'ELB-MAVI-L',
      'ELB-MAVI-XL',
    ]);
  });

  it('keeps the rows that exist (ids, SKUs, prices, stock) when generating again, and saves them with their ids', async () => {
    let stored = DRESS;
    const calls = answerApi(({ id, request }) => {
      if (id === 'getProduct') return { data: stored };
      if (id === 'updateProduct') {
        stored = savedProduct(stored, request.body as Record<string, unknown>);
        return { data: stored };
      }
      return variantReads(id, DRESS_LEVELS);
    });
    renderDress(['PRODUCT_MANAGER']);
    await waitFor(() => expect(combinationsShown()).toEqual(['Kırmızı / S', 'Kırmızı / M']));
    await waitFor(() => expect(cell('Kırmızı / S: Ana Depo (Adet)').value).toBe('5'));
    expect(cell('Kırmızı / S: Fiyat (₺)').value).toBe('259,9');
    // A variant without its own price sells at the product's, shown as its placeholder.
    expect(cell('Kırmızı / M: Fiyat (₺)').placeholder).toBe('249,9');
    // The stored values are ticked; Mavi is added.
    expect(within(screen.getByRole('group', { name: 'Renk değerleri' })).getByRole<HTMLInputElement>('checkbox', { name: 'Kırmızı' }).checked).toBe(
      true,
    );
    tick('Renk değerleri', ['Mavi']);
    expect(screen.getByText('Seçimler tablodan farklı: tabloyu güncellemek için “Tümünü oluştur”a basın.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü oluştur' }));

    expect(combinationsShown()).toEqual(['Kırmızı / S', 'Kırmızı / M', 'Mavi / S', 'Mavi / M']);
    expect(skus()).toEqual(['ELBISE-KIRMIZI-S', 'ELBISE-KIRMIZI-M', 'YAZLIKELBISE-MAVI-S', 'YAZLIKELBISE-MAVI-M']);
    expect(cell('Kırmızı / S: Fiyat (₺)').value).toBe('259,9');
    expect(cell('Kırmızı / S: Ana Depo (Adet)').value).toBe('5');

    save();
    await waitFor(() => expect(calls.some((c) => c.id === 'updateProduct')).toBe(true));
    const body = calls.find((c) => c.id === 'updateProduct')?.request.body as {
      variants: VariantUpsert[];
      optionTypeIds: string[];
      baseVersion: number;
    };
    expect(body.baseVersion).toBe(2);
    expect(body.optionTypeIds).toEqual(['ot-renk', 'ot-beden']);
    expect(body.variants.map((v) => [v.id, v.sku, v.options, v.price])).toEqual([
      ['p1_a', 'ELBISE-KIRMIZI-S', { Renk: 'Kırmızı', Beden: 'S' }, 259.9],
      ['p1_b', 'ELBISE-KIRMIZI-M', { Renk: 'Kırmızı', Beden: 'M' }, null],
      [undefined, 'YAZLIKELBISE-MAVI-S', { Renk: 'Mavi', Beden: 'S' }, null],
      [undefined, 'YAZLIKELBISE-MAVI-M', { Renk: 'Mavi', Beden: 'M' }, null],
    ]);
    // Nothing typed in the stock cells: no count is written.
    await waitFor(() => expect(screen.queryByText('Kaydedilmemiş değişiklikler var.')).toBeNull());
    expect(calls.some((c) => c.id === 'importStockCount')).toBe(false);
  });

  it('saves the product first, then one count import of the changed stock cells only', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'getProduct') return { data: DRESS };
      if (id === 'updateProduct') return { data: savedProduct(DRESS, request.body as Record<string, unknown>) };
      if (id === 'importStockCount') return { rows: [], invalidRows: 0, written: 2 };
      return variantReads(id, DRESS_LEVELS);
    });
    renderDress(['PRODUCT_MANAGER']);
    await waitFor(() => expect(cell('Kırmızı / M: İzmir Depo (Adet)').value).toBe('2'));
    // Warehouses in allocation order; the inactive one has no column.
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Ana Depo (Adet)', 'İzmir Depo (Adet)']));
    expect(within(table()).queryByRole('columnheader', { name: /Eski Depo/ })).toBeNull();
    type('Kırmızı / S: Desi', '1,5');
    type('Kırmızı / S: Ana Depo (Adet)', '7');
    type('Kırmızı / M: Ana Depo (Adet)', '3');
    // Typed again as it was: no change.
    type('Kırmızı / M: İzmir Depo (Adet)', '2');
    save();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('2 stok değeri güncellendi.'));
    expect(calls.filter((c) => c.id === 'updateProduct' || c.id === 'importStockCount').map((c) => c.id)).toEqual([
      'updateProduct',
      'importStockCount',
    ]);
    const update = calls.find((c) => c.id === 'updateProduct')?.request.body as { variants: VariantUpsert[]; stockTypeId: string };
    expect(update.variants[0]).toMatchObject({ id: 'p1_a', desi: 1.5 });
    expect(update.stockTypeId).toBe('st-adet');
    expect(update).not.toHaveProperty('stock');
    expect(calls.find((c) => c.id === 'importStockCount')?.request.body).toEqual({
      rows: [
        { sku: 'ELBISE-KIRMIZI-S', warehouseCode: 'ANA', quantity: '7' },
        { sku: 'ELBISE-KIRMIZI-M', warehouseCode: 'ANA', quantity: '3' },
      ],
      commit: true,
    });
    await waitFor(() => expect(screen.queryByText('Kaydedilmemiş değişiklikler var.')).toBeNull());
  });

  it('says so when the product saved but the stock did not, keeps the typed stock on its cell, and a second save retries the stock alone', async () => {
    let imports = 0;
    const calls = answerApi(({ id, request }) => {
      if (id === 'getProduct') return { data: DRESS };
      if (id === 'updateProduct') return { data: savedProduct(DRESS, request.body as Record<string, unknown>) };
      if (id === 'importStockCount') {
        imports += 1;
        if (imports === 1)
          return {
            rows: [{ line: 1, sku: 'ELBISE-KIRMIZI-S', warehouseCode: 'ANA', error: 'Miktar en fazla 1.000.000.000 olabilir.' }],
            invalidRows: 1,
            written: 0,
          };
        return { rows: [], invalidRows: 0, written: 1 };
      }
      return variantReads(id, DRESS_LEVELS);
    });
    renderDress(['PRODUCT_MANAGER']);
    await waitFor(() => expect(cell('Kırmızı / S: Ana Depo (Adet)').value).toBe('5'));
    type('Kırmızı / S: Barkod', '8691234567890');
    type('Kırmızı / S: Ana Depo (Adet)', '9');
    save();
    const alert = await screen.findByText(/Ürün kaydedildi, ancak stok güncellenemedi\./, { selector: '.p-inline-message-text' });
    expect(alert.textContent).toContain('Stok değerleri formda duruyor');
    expect(toastError).toHaveBeenCalledWith('Ürün kaydedildi, ancak stok güncellenemedi.', expect.stringContaining('ELBISE-KIRMIZI-S / ANA'));
    expect(cell('Kırmızı / S: Ana Depo (Adet)').value).toBe('9');
    expect(cell('Kırmızı / S: Ana Depo (Adet)').getAttribute('aria-invalid')).toBe('true');
    expect(within(table()).getByText('Miktar en fazla 1.000.000.000 olabilir.')).toBeTruthy();
    expect(await screen.findByText('Kaydedilmemiş değişiklikler var.')).toBeTruthy();

    save();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('1 stok değeri güncellendi.'));
    expect(calls.filter((c) => c.id === 'updateProduct')).toHaveLength(1);
    expect(calls.filter((c) => c.id === 'importStockCount')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(/stok güncellenemedi/, { selector: '.p-inline-message-text' })).toBeNull());
  });

  it('marks repeated SKUs on both rows and sends nothing', async () => {
    const calls = answerApi(({ id }) => variantReads(id));
    renderNew();
    fireEvent.change(screen.getByLabelText('Ürün adı'), { target: { value: 'Tişört' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Beden' }));
    tick('Beden değerleri', ['S', 'M', 'L']);
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü oluştur' }));
    type('M: SKU', 'tisort-s');
    expect(within(table()).getAllByText('Bu SKU başka bir satırda da var.')).toHaveLength(2);
    expect(cell('S: SKU').getAttribute('aria-invalid')).toBe('true');
    expect(cell('L: SKU').getAttribute('aria-invalid')).toBeNull();
    save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.id === 'createProduct')).toBe(false);
  });

  it('checks a barcode’s GTIN check digit when the cell is left, in Turkish', async () => {
    answerApi(({ id }) => variantReads(id));
    renderNew();
    await screen.findByLabelText('Varsayılan: Barkod');
    type('Varsayılan: Barkod', '8691234567891');
    expect(within(table()).queryByText(/kontrol hanesi/)).toBeNull();
    fireEvent.blur(cell('Varsayılan: Barkod'));
    expect(within(table()).getByText('Geçerli bir EAN-13/GTIN değil (kontrol hanesi tutmuyor).')).toBeTruthy();
    type('Varsayılan: Barkod', '8691234567890');
    expect(within(table()).queryByText(/kontrol hanesi/)).toBeNull();
  });

  it('puts the server’s 409 for a SKU another product holds on that row', async () => {
    answerApi(({ id }) => {
      if (id === 'getProduct') return { data: DRESS };
      if (id === 'updateProduct')
        throw new ApiError(409, 'variants.1.sku: “ELBISE-KIRMIZI-M” SKU “Kış Elbisesi” ürününün “KIS-M” varyantında kullanılıyor.', 'Conflict');
      return variantReads(id, DRESS_LEVELS);
    });
    renderDress(['PRODUCT_MANAGER']);
    await waitFor(() => expect(combinationsShown()).toEqual(['Kırmızı / S', 'Kırmızı / M']));
    type('Kırmızı / S: Desi', '2');
    save();
    const error = await within(table()).findByText('“ELBISE-KIRMIZI-M” SKU “Kış Elbisesi” ürününün “KIS-M” varyantında kullanılıyor.');
    expect(error.id).toBe(cell('Kırmızı / M: SKU').getAttribute('aria-describedby'));
    expect(document.getElementById('product-slug-error')).toBeNull();
    // Typing in the cell clears the server's word.
    type('Kırmızı / M: SKU', 'ELBISE-KIRMIZI-M2');
    expect(within(table()).queryByText(/Kış Elbisesi/)).toBeNull();
  });

  it('shows stock without inputs to a role without warehouse:manage, and writes none', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'getProduct') return { data: DRESS };
      if (id === 'updateProduct') return { data: savedProduct(DRESS, request.body as Record<string, unknown>) };
      return variantReads(id, DRESS_LEVELS);
    });
    renderDress(['ADMIN']);
    await waitFor(() => expect(within(table()).getByLabelText('Kırmızı / S: Ana Depo (Adet)').textContent).toBe('5'));
    expect(within(table()).queryAllByRole('textbox', { name: /Depo/ })).toHaveLength(0);
    expect(screen.getByText('Stok değiştirmek için depo yetkisi gerekir.')).toBeTruthy();
    type('Kırmızı / S: SKU', 'ELBISE-KIRMIZI-SMALL');
    save();
    await waitFor(() => expect(calls.some((c) => c.id === 'updateProduct')).toBe(true));
    expect(calls.some((c) => c.id === 'importStockCount')).toBe(false);
  });

  it('gives a product without options one default row (SKU, barcode, desi, weight, stock per warehouse) and creates it with its stock', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'createProduct') return { data: savedProduct({ ...DRESS, version: 0 }, request.body as Record<string, unknown>, 'kupa-1') };
      if (id === 'importStockCount') return { rows: [], invalidRows: 0, written: 1 };
      if (id === 'getProduct') return { data: { ...DRESS, id: 'kupa-1' } };
      return variantReads(id);
    });
    renderNew(['PRODUCT_MANAGER']);
    await screen.findByLabelText('Varsayılan: Ana Depo (Adet)');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['SKU', 'Barkod', 'Desi', 'Ağırlık (kg)', 'Ana Depo (Adet)', 'İzmir Depo (Adet)']);
    fireEvent.change(screen.getByLabelText('Ürün adı'), { target: { value: 'Kupa' } });
    expect(cell('Varsayılan: SKU').placeholder).toBe('KUPA');
    type('Varsayılan: Desi', '1,5');
    type('Varsayılan: Ana Depo (Adet)', '4');
    save();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/catalog/product/upsert/kupa-1'));
    const body = calls.find((c) => c.id === 'createProduct')?.request.body as { variants: VariantUpsert[]; optionTypeIds: string[] };
    expect(body.optionTypeIds).toEqual([]);
    expect(body.variants).toEqual([
      { sku: 'KUPA', barcode: null, options: {}, price: null, compareAtPrice: null, desi: 1.5, weight: null, imageIds: null, isActive: true },
    ]);
    expect(calls.find((c) => c.id === 'importStockCount')?.request.body).toEqual({
      rows: [{ sku: 'KUPA', warehouseCode: 'ANA', quantity: '4' }],
      commit: true,
    });
  });

  it('after a create whose stock write failed, the edit page keeps the typed stock and says so, to retry', async () => {
    let imports = 0;
    let created: Product | undefined;
    const calls = answerApi(({ id, request }) => {
      if (id === 'createProduct') {
        created = savedProduct({ ...DRESS, version: 0 }, request.body as Record<string, unknown>, 'kupa-1');
        return { data: created };
      }
      if (id === 'getProduct') return { data: created };
      if (id === 'importStockCount') {
        imports += 1;
        if (imports === 1) throw new ApiError(503, 'Servis şu anda yanıt veremiyor.');
        return { rows: [], invalidRows: 0, written: 1 };
      }
      return variantReads(id);
    });
    renderNew(['PRODUCT_MANAGER']);
    await screen.findByLabelText('Varsayılan: Ana Depo (Adet)');
    fireEvent.change(screen.getByLabelText('Ürün adı'), { target: { value: 'Kupa' } });
    type('Varsayılan: İzmir Depo (Adet)', '6');
    save();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/catalog/product/upsert/kupa-1'));
    await screen.findByRole('heading', { name: 'Ürünü düzenle: Kupa' });
    await waitFor(() => expect(cell('Varsayılan: İzmir Depo (Adet)').value).toBe('6'));
    expect(
      screen.getByText(/Ürün kaydedildi, ancak stok güncellenemedi\. Servis şu anda yanıt veremiyor\./, { selector: '.p-inline-message-text' }),
    ).toBeTruthy();
    expect(await screen.findByText('Kaydedilmemiş değişiklikler var.')).toBeTruthy();
    save();
    await waitFor(() => expect(imports).toBe(2));
    expect(calls.filter((c) => c.id === 'createProduct' || c.id === 'updateProduct').map((c) => c.id)).toEqual(['createProduct']);
    expect(calls.filter((c) => c.id === 'importStockCount').map((c) => c.request.body)).toEqual([
      { rows: [{ sku: 'KUPA', warehouseCode: 'IZM', quantity: '6' }], commit: true },
      { rows: [{ sku: 'KUPA', warehouseCode: 'IZM', quantity: '6' }], commit: true },
    ]);
  });

  it('holds stock to the unit: whole numbers for Adet, decimals for Kg', async () => {
    answerApi(({ id }) => variantReads(id));
    renderNew(['PRODUCT_MANAGER']);
    await screen.findByLabelText('Varsayılan: Ana Depo (Adet)');
    type('Varsayılan: Ana Depo (Adet)', '2,5');
    expect(within(table()).getByText('Adet için tam sayı girin.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stok tipi'), { target: { value: 'st-kg' } });
    expect(within(table()).queryByText('Adet için tam sayı girin.')).toBeNull();
    expect(cell('Varsayılan: Ana Depo (Kg)').value).toBe('2,5');
  });

  it('moves with Enter to the same cell of the next row without submitting, and sets a price on the selected rows', async () => {
    const calls = answerApi(({ id }) => variantReads(id));
    renderNew();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Beden' }));
    tick('Beden değerleri', ['S', 'M', 'L']);
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü oluştur' }));
    cell('S: Fiyat (₺)').focus();
    fireEvent.keyDown(cell('S: Fiyat (₺)'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell('M: Fiyat (₺)'));
    fireEvent.keyDown(cell('M: Fiyat (₺)'), { key: 'Enter', shiftKey: true });
    expect(document.activeElement).toBe(cell('S: Fiyat (₺)'));
    expect(calls.some((c) => c.id === 'createProduct')).toBe(false);

    fireEvent.click(within(table()).getByRole('checkbox', { name: 'S satırını seç' }));
    fireEvent.click(within(table()).getByRole('checkbox', { name: 'L satırını seç' }));
    fireEvent.change(screen.getByLabelText('Seçilenlere fiyat'), { target: { value: '199,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Seçilenlere fiyat: Uygula' }));
    expect(['S', 'M', 'L'].map((size) => cell(`${size}: Fiyat (₺)`).value)).toEqual(['199,90', '', '199,90']);
  });
});
