import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductContentAnswer } from '@shop/shared';
import { ApiError } from '../../../../src/api/client';
import ProductContentPage from '../../../../src/features/catalog/content/ProductContentPage';
import { answerApi, renderPage } from '../../../widgets/data-page/harness';

vi.mock('../../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
// Quill needs a real browser's selection API; the page's own logic is what is tested here (the browser suite drives Quill).
vi.mock('primereact/editor', () => ({
  Editor: (props: { value: string; readOnly?: boolean; 'aria-label'?: string; onTextChange: (e: { htmlValue: string | null }) => void }) => (
    <textarea
      aria-label={props['aria-label']}
      value={props.value}
      readOnly={props.readOnly}
      onChange={(e) => props.onTextChange({ htmlValue: e.target.value })}
    />
  ),
}));

const STORED: ProductContentAnswer = {
  productId: '42',
  productName: 'Yazlık Elbise',
  description: '<p>Pamuklu.</p>',
  specs: [{ key: 'Kumaş', value: '%100 pamuk' }],
  faq: [],
  cta: null,
  version: 3,
};
const PATH = { path: '/admin/catalog/product/content/42', pattern: '/admin/catalog/product/content/:id' };

describe('Ürün İçeriği', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lets a content manager edit SSS but not Ek bilgiler, and sends only the changed section with the version', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'getProductContent') return STORED;
      if (id === 'saveProductContent') return { ...STORED, ...(request.body as object), version: 4 };
      return undefined;
    });
    renderPage(<ProductContentPage />, { ...PATH, groups: ['CONTENT_MANAGER'] });
    await screen.findByRole('heading', { name: 'Ürün İçeriği: Yazlık Elbise' });
    // Ek bilgiler is additional-info:manage, which CONTENT_MANAGER does not hold.
    expect(screen.getByLabelText<HTMLInputElement>('Özellik 1').disabled).toBe(true);
    expect(screen.getAllByText('Bu bölümü düzenleme yetkiniz yok; yalnızca görüntüleyebilirsiniz.')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Ürünü düzenle' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Kaydet' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Soru ekle' }));
    fireEvent.change(screen.getByLabelText('Soru 1'), { target: { value: 'Kalıbı nasıl?' } });
    fireEvent.change(screen.getByLabelText('Cevap 1'), { target: { value: 'Normal kalıptır.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Değişiklik yok.');
    expect(calls.find((c) => c.id === 'saveProductContent')?.request).toEqual({
      params: { id: '42' },
      body: { baseVersion: 3, faq: [{ question: 'Kalıbı nasıl?', answer: 'Normal kalıptır.' }] },
    });
  });

  it('moves a row from the keyboard-reachable buttons and offers the product form to product editors', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'getProductContent') return { ...STORED, specs: [...STORED.specs, { key: 'Yıkama', value: '30°' }] };
      if (id === 'saveProductContent') return { ...STORED, ...(request.body as object), version: 4 };
      return undefined;
    });
    renderPage(<ProductContentPage />, { ...PATH, groups: ['PRODUCT_MANAGER'] });
    await screen.findByRole('link', { name: 'Ürünü düzenle' });
    fireEvent.click(screen.getByRole('button', { name: '2. satırı yukarı taşı' }));
    expect(screen.getByLabelText<HTMLInputElement>('Özellik 1').value).toBe('Yıkama');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.id === 'saveProductContent')).toBe(true));
    expect((calls.find((c) => c.id === 'saveProductContent')?.request.body as { specs: unknown }).specs).toEqual([
      { key: 'Yıkama', value: '30°' },
      { key: 'Kumaş', value: '%100 pamuk' },
    ]);
  });

  it('loads the content again after a 409 (someone saved meanwhile), keeping nothing stale', async () => {
    let loads = 0;
    answerApi(({ id }) => {
      if (id === 'getProductContent') {
        loads += 1;
        return loads === 1 ? STORED : { ...STORED, faq: [{ question: 'Yeni', answer: 'Başkası ekledi' }], version: 4 };
      }
      if (id === 'saveProductContent') throw new ApiError(409, 'Ürün içeriği siz düzenlerken başka biri tarafından kaydedildi.', 'Conflict');
      return undefined;
    });
    renderPage(<ProductContentPage />, { ...PATH, groups: ['PRODUCT_MANAGER'] });
    await screen.findByRole('heading', { name: 'Ürün İçeriği: Yazlık Elbise' });
    fireEvent.click(screen.getByRole('button', { name: 'Soru ekle' }));
    fireEvent.change(screen.getByLabelText('Soru 1'), { target: { value: 'Benim sorum' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Soru 1').value).toBe('Yeni'));
    expect(loads).toBe(2);
  });
});
