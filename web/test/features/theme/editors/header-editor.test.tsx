import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, type Category, type HeaderSettings, type RouteId } from '@shop/shared';
import { apiFetch } from '../../../../src/api/client';
import { componentOf, dialog, openEditor } from './editor-harness';

// The category list is the only call the header editor makes (component editors §7); the rest of the builder runs as is.
vi.mock('../../../../src/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/api/client')>();
  return { ...actual, apiFetch: vi.fn(actual.apiFetch) };
});

const CATEGORIES: Category[] = [
  { id: 'c1', name: 'Giyim', slug: 'giyim', parents: [] },
  { id: 'c2', name: 'Kadın', slug: 'kadin', parents: [{ parent: { id: 'c1' } }] },
  { id: 'c3', name: 'Erkek', slug: 'erkek', parents: [{ parent: { id: 'c1' } }] },
  { id: 'c4', name: 'Kozmetik', slug: 'kozmetik', parents: [] },
];

const realApiFetch = vi.mocked(apiFetch).getMockImplementation() as typeof apiFetch;

const serveCategories = (answer: () => Promise<unknown>) => {
  const actual = realApiFetch;
  vi.mocked(apiFetch).mockImplementation(((route: RouteId, request: never) =>
    route === 'listCategories'
      ? answer().then((d) => API_ROUTES.listCategories.schemas.response.parse(d))
      : actual(route, request)) as typeof apiFetch);
};

afterEach(() => vi.mocked(apiFetch).mockClear());

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const header = () => componentOf('HEADER', 'h1', 'Üst Menü');

/** Chooses an option of a PrimeReact drop-down named by its label. */
const choose = async (form: HTMLElement, label: string, option: string) => {
  const input = within(form).getByLabelText(label);
  fireEvent.click(input.closest('.p-dropdown') as HTMLElement);
  // jsdom has no layout: PrimeReact leaves the aligned panel display:none, so the option counts as hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

/** Picks the storefront home page in the link picker of the open dialog. */
const pickHomeLink = async (form: HTMLElement, group: string) => {
  fireEvent.click(within(within(form).getByRole('group', { name: group })).getByRole('button', { name: 'Bağlantı seç' }));
  const picker = await dialog('Bağlantı Seç');
  fireEvent.click(within(picker).getByRole('option', { name: 'Anasayfa' }));
  fireEvent.click(within(picker).getByRole('button', { name: 'Seç' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bağlantı Seç' })).toBeNull());
};

/** The settings section (a fieldset) with this title. */
const sectionOf = (panel: HTMLElement, title: string) => within(panel).getByText(title, { selector: 'legend' }).closest('fieldset') as HTMLElement;

// Each test drives the whole builder (load, panel, dialogs, save): slow on a loaded 2-core machine.
describe('header editor', { timeout: 60_000 }, () => {
  it('starts from the spec defaults: three columns and one Anasayfa button to /', async () => {
    const { panel, save } = await openEditor(header());
    expect(
      within(sectionOf(panel, 'Menü öğeleri'))
        .getAllByTestId('kit-item')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Anasayfa')]);
    for (const column of ['1. sütun (sol)', '2. sütun (orta)', '3. sütun (sağ)']) expect(sectionOf(panel, column)).toBeTruthy();
    const data = await save<HeaderSettings>();
    expect(data.columnConfigs.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(data.navigationItems).toEqual([
      expect.objectContaining({ type: 'button', title: 'Anasayfa', link: expect.objectContaining({ target: '/' }), order: 1 }),
    ]);
  });

  it('refuses a social account without a name, then without a link, with the spec toasts; the type presets its brand variant', async () => {
    const { panel, save } = await openEditor(header());
    fireEvent.click(within(panel).getByRole('button', { name: 'Hesap ekle' }));
    const form = await dialog('Sosyal medya ekle');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('Sosyal medya adı gereklidir.')).toBeTruthy();

    type(within(form).getByLabelText('Sosyal medya adı'), 'Moda Dükkanı');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('URL gereklidir.')).toBeTruthy();

    await choose(form, 'Platform', 'Facebook');
    await waitFor(() => expect(within(form).getByLabelText('Düğme görünümü').closest('.p-dropdown')?.textContent).toContain('Facebook rengi'));
    await pickHomeLink(form, 'Bağlantı');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sosyal medya ekle' })).toBeNull());
    expect(within(sectionOf(panel, 'Sosyal medya')).getByText('Moda Dükkanı')).toBeTruthy();

    const data = await save<HeaderSettings>();
    expect(data.socialMedias).toEqual([
      expect.objectContaining({
        name: 'Moda Dükkanı',
        type: 'FACEBOOK',
        buttonVariant: 'facebook',
        order: 1,
        url: expect.objectContaining({ target: '/' }),
      }),
    ]);
  });

  it('warns about an element already in its column and keeps the dialog open; another type is added at the end', async () => {
    const { panel, save } = await openEditor(header());
    const left = sectionOf(panel, '1. sütun (sol)');
    fireEvent.click(within(left).getByRole('button', { name: 'Element ekle' }));
    const form = await dialog('Element ekle');
    // The left column already holds the logo, which a new element starts as.
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('Bu element zaten bu sütunda mevcut')).toBeTruthy();
    expect(screen.getByText('Bu element zaten bu sütunda mevcut', { selector: '.p-toast-summary' }).closest('.p-toast-message')?.className).toContain(
      'p-toast-message-warn',
    );
    expect(screen.getByRole('dialog', { name: 'Element ekle' })).toBeTruthy();

    await choose(form, 'Element', 'Sepet');
    fireEvent.click(within(form.closest('[role="dialog"]') as HTMLElement).getByLabelText('Mobil (768 px altı)'));
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Element ekle' })).toBeNull());
    expect(within(left).getByText('Sepet · Tablet, Masaüstü')).toBeTruthy();

    const data = await save<HeaderSettings>();
    expect(data.columnConfigs[0]?.elements.map((e) => [e.type, e.name, e.order])).toEqual([
      ['mobileNav', 'Mobil Menü', 1],
      ['logo', 'Logo', 2],
      ['cart', 'Sepet', 3],
    ]);
    expect(data.columnConfigs[0]?.elements[2]?.responsive).toEqual({ mobile: false, tablet: true, desktop: true });
  });

  it('refuses a menu item without a title, then a plain one without a link, with the spec toasts', async () => {
    const { panel } = await openEditor(header());
    fireEvent.click(within(panel).getByRole('button', { name: 'Menü öğesi ekle' }));
    const form = await dialog('Menü öğesi ekle');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('Menü başlığı gereklidir.')).toBeTruthy();
    type(within(form).getByLabelText('Menü başlığı'), 'Kampanyalar');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('Düz menü için bağlantı gereklidir.')).toBeTruthy();
  });

  it('adds a menu from ticked categories: Giyim as a list of its children plus Tümünü gör, with the count toast', async () => {
    serveCategories(async () => ({ data: CATEGORIES }));
    const { panel, save } = await openEditor(header());
    fireEvent.click(within(panel).getByRole('button', { name: 'Kategoriden menü ekle' }));
    const picker = await dialog('Kategoriden menü ekle');
    expect(vi.mocked(apiFetch).mock.calls.filter(([route]) => route === 'listCategories')).toHaveLength(1);
    fireEvent.click(await within(picker).findByText('Giyim'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Menüye ekle' }));
    // Giyim and its two sub-categories: the toast counts categories, not menu items (issue 31).
    expect(await screen.findByText('3 kategori menüye eklendi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kategoriden menü ekle' })).toBeNull());
    expect(within(sectionOf(panel, 'Menü öğeleri')).getByText('Giyim · 3 alt menü')).toBeTruthy();

    const data = await save<HeaderSettings>();
    const giyim = data.navigationItems[1];
    expect(giyim).toMatchObject({ type: 'list', title: 'Giyim', order: 2 });
    expect(giyim?.children.map((c) => [c.title, c.link.target, c.order])).toEqual([
      ['Erkek', '/category/giyim/erkek', 1],
      ['Kadın', '/category/giyim/kadin', 2],
      ['Tümünü gör', '/category/giyim', 3],
    ]);
  });

  it('says so when Menüye ekle is pressed with nothing ticked, and keeps the dialog open', async () => {
    serveCategories(async () => ({ data: CATEGORIES }));
    const { panel } = await openEditor(header());
    fireEvent.click(within(panel).getByRole('button', { name: 'Kategoriden menü ekle' }));
    const picker = await dialog('Kategoriden menü ekle');
    await within(picker).findByText('Giyim');
    fireEvent.click(within(picker).getByRole('button', { name: 'Menüye ekle' }));
    expect(await toast('Menüye eklemek için en az bir kategori seçin.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Kategoriden menü ekle' })).toBeTruthy();
  });

  it('a failed category load is logged only: the spinner ends and the list stays empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveCategories(() => Promise.reject(new TypeError('Failed to fetch')));
    const { panel } = await openEditor(header());
    fireEvent.click(within(panel).getByRole('button', { name: 'Kategoriden menü ekle' }));
    const picker = await dialog('Kategoriden menü ekle');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Kategori listesi yüklenemedi', expect.any(TypeError)));
    await waitFor(() => expect(picker.querySelector('.p-tree-loading-overlay, .p-tree-loading')).toBeNull());
    expect((picker.querySelector('.p-tree') as HTMLElement).textContent.trim()).toBe('');
    expect(screen.queryByText(/kategori menüye eklendi/)).toBeNull();
    logged.mockRestore();
  });
});
