import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { MESSAGES } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import BrandPage from '../../../src/features/catalog/BrandPage';
import { toastError, toastSuccess } from '../../../src/ui/toast';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast');

describe('brands', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists brands in Turkish order and creates one, trimmed, then shows it', async () => {
    const brands = [
      { id: '1', name: 'Şimşek' },
      { id: '2', name: 'Çınar' },
      { id: '3', name: 'Işıltı' },
      { id: '4', name: 'İpekyolu' },
      { id: '5', name: 'Ceviz' },
    ];
    const calls = answerApi(({ id, request }) => {
      if (id === 'createBrand') {
        const created = { id: '9', name: (request.body as { name: string }).name };
        brands.push(created);
        return { data: created };
      }
      return { data: brands };
    });
    renderPage(<BrandPage />, { path: '/admin/catalog/brand' });
    await screen.findByText('Şimşek');
    const names = () => [...document.querySelectorAll('tbody td:first-child')].map((td) => td.textContent.replace('Marka adı', ''));
    expect(names()).toEqual(['Ceviz', 'Çınar', 'Işıltı', 'İpekyolu', 'Şimşek']);

    const create = screen.getByText('Oluştur').closest('button')!;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Marka adı'), { target: { value: '  Defne ' } });
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(names()).toEqual(['Ceviz', 'Çınar', 'Defne', 'Işıltı', 'İpekyolu', 'Şimşek']));
    expect(calls.find((c) => c.id === 'createBrand')?.request.body).toEqual({ name: 'Defne' });
    expect(toastSuccess).toHaveBeenCalledWith('“Defne” markası oluşturuldu.');
  });

  it('says why a create was refused: the server’s reason, else the spec’s text', async () => {
    let refusal = new ApiError(409, MESSAGES.api.brandDuplicate, 'Conflict');
    answerApi(({ id }) => {
      if (id === 'createBrand') throw refusal;
      return { data: [{ id: '1', name: 'Lale' }] };
    });
    renderPage(<BrandPage />, { path: '/admin/catalog/brand' });
    await screen.findByText('Lale');
    fireEvent.change(screen.getByLabelText('Marka adı'), { target: { value: 'Lale' } });
    fireEvent.click(screen.getByText('Oluştur'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Bu isimde bir marka zaten var.'));
    refusal = new ApiError(500, MESSAGES.api.internal);
    fireEvent.click(screen.getByText('Oluştur'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Yeni marka oluşturulurken hata oluştu.'));
  });

  it('renames a brand in a dialog and lists it again', async () => {
    const brands = [{ id: '1', name: 'Lale' }];
    const calls = answerApi(({ id, request }) => {
      if (id === 'renameBrand') {
        brands[0] = { id: '1', name: (request.body as { name: string }).name };
        return { data: brands[0] };
      }
      return { data: brands };
    });
    renderPage(<BrandPage />, { path: '/admin/catalog/brand' });
    fireEvent.click(await screen.findByRole('button', { name: 'Lale markasını yeniden adlandır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Markayı yeniden adlandır' });
    fireEvent.change(within(dialog).getByLabelText('Marka adı'), { target: { value: 'Lâle Bahçesi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Lâle Bahçesi');
    expect(calls.find((c) => c.id === 'renameBrand')?.request).toEqual({ params: { id: '1' }, body: { name: 'Lâle Bahçesi' } });
    expect(toastSuccess).toHaveBeenCalledWith('Marka “Lâle Bahçesi” olarak kaydedildi.');
  });

  it('deletes a brand in use only after the second confirmation, which takes it off its products', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'deleteBrand') {
        if (!(request.query as { detach?: string }).detach)
          throw new ApiError(409, 'Bu marka 3 üründe kullanılıyor. Silinirse bu ürünlerin markası kaldırılır.', 'Conflict');
        return { deleted: true, detachedProducts: 3 };
      }
      return { data: [{ id: '1', name: 'Lale' }] };
    });
    render(<ConfirmDialog />);
    renderPage(<BrandPage />, { path: '/admin/catalog/brand' });
    fireEvent.click(await screen.findByRole('button', { name: 'Lale markasını sil' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    await screen.findByText('Bu marka 3 üründe kullanılıyor. Silinirse bu ürünlerin markası kaldırılır.');
    fireEvent.click(screen.getByRole('button', { name: 'Ürünlerden kaldır ve sil' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('“Lale” markası silindi ve 3 üründen kaldırıldı.'));
    expect(calls.filter((c) => c.id === 'deleteBrand').map((c) => c.request.query)).toEqual([{}, { detach: 'true' }]);
  });
});
