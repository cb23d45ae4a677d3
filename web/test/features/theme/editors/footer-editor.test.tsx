import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FooterSettings } from '@shop/shared';
import { componentOf, dialog, openEditor } from './editor-harness';

type Column = FooterSettings['columns'][number];

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const link = (id: number, title: string, order: number) => ({
  id,
  title,
  order,
  link: { type: 'custom' as const, title: '', target: `/${id}`, newTab: false },
});

/** A footer whose first column holds three links. */
const footerWithLinks = () => {
  const footer = componentOf('FOOTER', 'ft1', 'Alt Menü');
  const data = footer.componentData as FooterSettings;
  const [first, ...rest] = data.columns;
  return componentOf('FOOTER', 'ft1', 'Alt Menü', {
    columns: [{ ...first, links: [link(1, 'Kadın', 1), link(2, 'Erkek', 2), link(3, 'Çocuk', 3)] }, ...rest],
  });
};

/** Picks the storefront home page in the link picker of the open dialog. */
const pickHomeLink = async (form: HTMLElement) => {
  fireEvent.click(within(within(form).getByRole('group', { name: 'Link' })).getByRole('button', { name: 'Bağlantı seç' }));
  const picker = await dialog('Bağlantı Seç');
  fireEvent.click(within(picker).getByRole('option', { name: 'Anasayfa' }));
  fireEvent.click(within(picker).getByRole('button', { name: 'Seç' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bağlantı Seç' })).toBeNull());
};

/** Chooses an option of a PrimeReact drop-down named by its label. */
const choose = async (form: HTMLElement, label: string, option: string) => {
  const input = within(form).getByLabelText(label);
  fireEvent.click(input.closest('.p-dropdown') as HTMLElement);
  // jsdom has no layout: PrimeReact leaves the aligned panel display:none, so the option counts as hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

// Each test drives the whole builder through PrimeReact dialogs: well over the default 20 s on a busy 2-core machine.
describe('footer editor', { timeout: 60_000 }, () => {
  it('refuses a link in the spec order (title, link, column), then adds it to the chosen column', async () => {
    const { panel, save } = await openEditor(componentOf('FOOTER', 'ft1', 'Alt Menü'));
    expect(within(panel).getAllByText('Bu sütunda henüz link yok.')).toHaveLength(3);

    fireEvent.click(within(panel).getByRole('button', { name: 'Link ekle' }));
    const form = await dialog('Link ekle');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('Link başlığı gereklidir.')).toBeTruthy();

    type(within(form).getByLabelText('Link başlığı'), 'Anasayfa');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('Link seçimi gereklidir.')).toBeTruthy();

    await pickHomeLink(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('Sütun seçilmedi.')).toBeTruthy();

    await choose(form, 'Sütun', 'Sayfalar');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link ekle' })).toBeNull());
    const pages = within(panel).getByRole('region', { name: 'Sayfalar linkleri' });
    expect(within(pages).getByText('Anasayfa')).toBeTruthy();

    const data = await save<FooterSettings>();
    expect(data.columns.map((column) => [column.title, column.links.map((l) => [l.title, l.link.target, l.order])])).toEqual([
      ['Kategoriler', []],
      ['Sözleşmeler', []],
      ['Sayfalar', [['Anasayfa', '/', 1]]],
    ]);
  });

  it('moves a link to another column from its dialog, renumbering both', async () => {
    const { panel, save } = await openEditor(footerWithLinks());
    fireEvent.click(within(panel).getByRole('button', { name: 'Kadın: düzenle' }));
    const form = await dialog('Linki düzenle');
    await choose(form, 'Sütun', 'Sözleşmeler');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await within(within(panel).getByRole('region', { name: 'Sözleşmeler linkleri' })).findByText('Kadın');

    const data = await save<FooterSettings>();
    expect(data.columns.map((column) => column.links.map((l) => [l.id, l.title, l.order]))).toEqual([
      [
        [2, 'Erkek', 1],
        [3, 'Çocuk', 2],
      ],
      [[1, 'Kadın', 1]],
      [],
    ]);
  });

  it('reorders the links of a column from the keyboard and saves them numbered 1..n', async () => {
    // jsdom has no layout: each list row gets a 40 px slot by its place, so dnd-kit's keyboard moves have somewhere to go.
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('.kit-item');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return { x: 0, y: index * 40, top: index * 40, left: 0, width: 300, height: 40, right: 300, bottom: index * 40 + 40, toJSON: () => ({}) };
    });
    try {
      const { panel, save } = await openEditor(footerWithLinks());
      const handle = within(panel).getByRole('button', { name: 'Çocuk: taşı' });
      handle.focus();
      const press = async (code: string) => {
        await act(async () => {
          fireEvent.keyDown(handle, { code, key: code === 'Space' ? ' ' : code });
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
      };
      await press('Space');
      await press('ArrowUp');
      await press('ArrowUp');
      await press('Space');
      const rows = () => within(within(panel).getByRole('region', { name: 'Kategoriler linkleri' })).getAllByTestId('kit-item');
      await waitFor(() => expect(rows().map((row) => row.textContent?.trim())).toEqual(['1Çocuk', '2Kadın', '3Erkek']));
      const data = await save<FooterSettings>();
      expect(data.columns[0]?.links.map((l) => [l.id, l.title, l.order])).toEqual([
        [3, 'Çocuk', 1],
        [1, 'Kadın', 2],
        [2, 'Erkek', 3],
      ]);
    } finally {
      rects.mockRestore();
    }
  });

  it('asks before a smaller column count drops links, and keeps them when refused', async () => {
    const footer = componentOf('FOOTER', 'ft1', 'Alt Menü');
    const [first, second, third] = (footer.componentData as FooterSettings).columns as [Column, Column, Column];
    const { panel, save } = await openEditor(
      componentOf('FOOTER', 'ft1', 'Alt Menü', { columns: [first, second, { ...third, links: [link(1, 'Hakkımızda', 1), link(2, 'İletişim', 2)] }] }),
    );
    const count = () => within(panel).getByLabelText('Sütun sayısı');
    const question = 'Sayfalar sütunu içindeki 2 linkle birlikte silinecek. Devam edilsin mi?';

    fireEvent.keyDown(count(), { key: 'ArrowDown', code: 'ArrowDown' });
    let confirm = (await screen.findByText(question)).closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(within(panel).getByRole('region', { name: 'Sayfalar linkleri' })).toBeTruthy();
    expect(count().getAttribute('aria-valuenow')).toBe('3');

    fireEvent.keyDown(count(), { key: 'ArrowDown', code: 'ArrowDown' });
    confirm = (await screen.findByText(question)).closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(within(panel).queryByRole('region', { name: 'Sayfalar linkleri' })).toBeNull());

    // Empty columns go without a question; a new one comes back empty with its default title.
    fireEvent.keyDown(count(), { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(within(panel).queryByRole('region', { name: 'Sözleşmeler linkleri' })).toBeNull());
    fireEvent.keyDown(count(), { key: 'ArrowUp', code: 'ArrowUp' });
    await within(panel).findByRole('region', { name: 'Sözleşmeler linkleri' });

    const data = await save<FooterSettings>();
    expect(data.columnCount).toBe(2);
    expect(data.columns.map((column) => [column.title, column.order, column.links.length])).toEqual([
      ['Kategoriler', 1, 0],
      ['Sözleşmeler', 2, 0],
    ]);
  });
});
