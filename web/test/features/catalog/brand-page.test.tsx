import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    const names = () => [...document.querySelectorAll('tbody td')].map((td) => td.textContent.replace('Marka adı', ''));
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
});
