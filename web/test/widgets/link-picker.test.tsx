import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { API_ROUTES, type Category, type Link, type ProductPickerItem, type RouteId } from '@shop/shared';
import { apiFetch } from '../../src/api/client';
import { toastSuccess } from '../../src/ui/toast';
import { LinkField } from '../../src/widgets/link-picker/LinkField';
import { LinkPickerDialog } from '../../src/widgets/link-picker/LinkPickerDialog';
import { forgetPageLinks } from '../../src/widgets/link-picker/use-page-links';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));
vi.mock('../../src/ui/toast');

const PRODUCTS: ProductPickerItem[] = [
  { id: 'p1', name: 'Kırmızı Elbise', slug: 'kirmizi-elbise' },
  { id: 'p2', name: 'Keten Gömlek', slug: 'keten-gomlek' },
];
const CATEGORIES: Category[] = [
  { id: 'c1', name: 'Giyim', slug: 'giyim', parents: [] },
  { id: 'c2', name: 'Kadın', slug: 'kadin', parents: [{ parent: { id: 'c1' } }] },
  { id: 'c3', name: 'Elbise', slug: 'elbise', parents: [{ parent: { id: 'c2' } }] },
  { id: 'c4', name: 'Eski', parents: [] },
];

const PAGE_LINKS = [{ id: 'pg1', title: 'KVKK Aydınlatma Metni', slug: 'kvkk-aydinlatma-metni' }];

const serve = () =>
  vi
    .mocked(apiFetch)
    .mockImplementation((route: RouteId) =>
      Promise.resolve(
        API_ROUTES[route].schemas.response.parse(
          route === 'listCategories' ? { data: CATEGORIES } : route === 'listPageLinks' ? { data: PAGE_LINKS } : PRODUCTS,
        ),
      ),
    );

const open = (value: Link | null = null) => {
  const onConfirm = vi.fn();
  render(<LinkPickerDialog visible value={value} onConfirm={onConfirm} onHide={vi.fn()} />);
  return onConfirm;
};

const tab = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Seç' }));
const titleInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Başlık' });

/** Opens a tree item's children (PrimeReact's toggler is hidden from the accessibility tree). */
const expand = (name: string) => {
  const item = screen.getByRole('treeitem', { name });
  fireEvent.click(item.querySelector('.p-tree-toggler')!);
};

describe('LinkPickerDialog', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    forgetPageLinks();
    serve();
  });

  it('page: the storefront page, titled by its name; Link seçildi on confirm', () => {
    const onConfirm = open();
    fireEvent.click(screen.getByRole('option', { name: 'Anasayfa' }));
    expect(titleInput().value).toBe('Anasayfa');
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'page', title: 'Anasayfa', target: '/', newTab: false });
    expect(toastSuccess).toHaveBeenCalledWith('Link seçildi');
  });

  it('page: lists the published content pages after Anasayfa, at /sayfa/{slug}', async () => {
    const onConfirm = open();
    fireEvent.click(await screen.findByRole('option', { name: 'KVKK Aydınlatma Metni' }));
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'page', title: 'KVKK Aydınlatma Metni', target: '/sayfa/kvkk-aydinlatma-metni', newTab: false });
  });

  it('product: one product from the picker list, at /product/{slug}, in a new tab', async () => {
    const onConfirm = open();
    tab('Ürün');
    fireEvent.click(await screen.findByRole('option', { name: 'Kırmızı Elbise' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Yeni sekmede aç' }));
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'product', title: 'Kırmızı Elbise', target: '/product/kirmizi-elbise', newTab: true });
  });

  it('category: one category from the tree, at /category/{parent slugs}/{slug}', async () => {
    const onConfirm = open();
    tab('Kategori');
    await screen.findByRole('treeitem', { name: 'Giyim' });
    expand('Giyim');
    expand('Kadın');
    fireEvent.click(within(screen.getByRole('treeitem', { name: 'Elbise' })).getByText('Elbise'));
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'category', title: 'Elbise', target: '/category/giyim/kadin/elbise', newTab: false });
  });

  it('category: one without a slug cannot be linked to, and says why', async () => {
    const onConfirm = open();
    tab('Kategori');
    fireEvent.click(within(await screen.findByRole('treeitem', { name: 'Eski' })).getByText('Eski'));
    expect(screen.getByRole('alert').textContent).toBe(
      '“Eski” kategorisinin ya da üst kategorilerinden birinin adresi (slug) yok; mağazada açılamaz.',
    );
    confirm();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('custom: refuses javascript: with the server’s rule, inline, with no toast; takes a safe address', () => {
    const onConfirm = open();
    tab('Özel');
    const address = screen.getByRole('textbox', { name: 'Adres' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Adres yalnızca http(s), mailto:, tel: ya da site içi bir adres olabilir.');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: ' https://ornek.com/kampanya ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(titleInput(), { target: { value: 'Kampanya' } });
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'custom', title: 'Kampanya', target: 'https://ornek.com/kampanya', newTab: false });
    expect(toastSuccess).toHaveBeenCalledWith('Link seçildi');
  });

  it('asks for a choice before confirming', () => {
    const onConfirm = open();
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Bir sayfa seçin.');
    tab('Özel');
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Adres gereklidir.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps a title of one’s own when the target changes; a followed title follows', async () => {
    const onConfirm = open();
    tab('Ürün');
    fireEvent.click(await screen.findByRole('option', { name: 'Kırmızı Elbise' }));
    fireEvent.click(screen.getByRole('option', { name: 'Keten Gömlek' }));
    expect(titleInput().value).toBe('Keten Gömlek');
    fireEvent.change(titleInput(), { target: { value: 'Yaz indirimi' } });
    fireEvent.click(screen.getByRole('option', { name: 'Kırmızı Elbise' }));
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'product', title: 'Yaz indirimi', target: '/product/kirmizi-elbise', newTab: false });
  });

  it('a title left empty is the chosen name', async () => {
    const onConfirm = open();
    tab('Ürün');
    fireEvent.click(await screen.findByRole('option', { name: 'Keten Gömlek' }));
    fireEvent.change(titleInput(), { target: { value: '  ' } });
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'product', title: 'Keten Gömlek', target: '/product/keten-gomlek', newTab: false });
  });

  it('starts from the saved link: its tab, its target marked', async () => {
    const onConfirm = open({ type: 'product', title: 'Gömlek', target: '/product/keten-gomlek', newTab: true });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Keten Gömlek' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Ürün' }).getAttribute('aria-pressed')).toBe('true');
    confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'product', title: 'Gömlek', target: '/product/keten-gomlek', newTab: true });
  });
});

function FieldHarness({ initial, onChange }: { initial: Link | null; onChange: (value: Link | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="banner-link">Banner bağlantısı</label>
      <LinkField
        inputId="banner-link"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('LinkField', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    forgetPageLinks();
    serve();
  });

  it('says there is no link, picks one in the dialog, shows it and clears it', async () => {
    const onChange = vi.fn();
    render(<FieldHarness initial={null} onChange={onChange} />);
    expect(screen.getByText('Bağlantı yok')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Banner bağlantısı' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anasayfa' }));
    confirm();
    expect(onChange).toHaveBeenLastCalledWith({ type: 'page', title: 'Anasayfa', target: '/', newTab: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Sayfa · /')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Banner bağlantısı' }).textContent).toContain('Değiştir');

    fireEvent.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Bağlantı yok')).toBeTruthy();
  });

  it('flags a link to a content page that is no longer published, in Turkish; not one to a live page', async () => {
    render(<FieldHarness initial={{ type: 'page', title: 'Eski kampanya', target: '/sayfa/eski-kampanya', newTab: false }} onChange={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('sayfa silinmiş ya da yayından kaldırılmış');
    expect(screen.getByRole('button', { name: 'Banner bağlantısı' }).getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('does not flag a link to a live content page', async () => {
    render(<FieldHarness initial={{ type: 'page', title: 'KVKK', target: '/sayfa/kvkk-aydinlatma-metni', newTab: false }} onChange={vi.fn()} />);
    await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('listPageLinks'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the type, address and new-tab of a saved link', () => {
    render(<FieldHarness initial={{ type: 'custom', title: 'Kampanya', target: 'https://ornek.com', newTab: true }} onChange={vi.fn()} />);
    expect(screen.getByText('Kampanya')).toBeTruthy();
    expect(screen.getByText('Özel · https://ornek.com · yeni sekmede')).toBeTruthy();
  });
});
