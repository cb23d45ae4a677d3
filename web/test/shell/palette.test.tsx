import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { SearchResponse } from '@shop/shared';
import { apiFetch } from '../../src/api/client';
import { CommandPalette } from '../../src/shell/CommandPalette';
import { setPaletteOpen } from '../../src/shell/palette-store';
import { SignedIn } from './signed-in';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));

const answer = (...names: string[]): SearchResponse => ({
  success: true,
  data: { products: names.map((name, i) => ({ id: i + 1, name })), users: [], guests: [] },
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderPalette = (groups: string[]) => {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <SignedIn groups={groups}>
        <CommandPalette />
        <Location />
      </SignedIn>
    </MemoryRouter>,
  );
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox', { name: 'Arama' });
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const searchCalls = () => vi.mocked(apiFetch).mock.calls.filter(([id]) => id === 'search');

describe('command palette', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    act(() => setPaletteOpen(false));
  });

  it('opens with Ctrl+K and closes with Escape', async () => {
    const input = await renderPalette(['SUPER_ADMIN']);
    expect(input).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Arama' })).toBeNull());
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    expect(await screen.findByRole('combobox', { name: 'Arama' })).toBeTruthy();
  });

  it('searches once, after the 300 ms pause, and only from 2 characters', async () => {
    vi.mocked(apiFetch).mockResolvedValue(answer('Organik Pembe Elbise 1'));
    const input = await renderPalette(['SUPER_ADMIN']);
    type(input, 'e');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls()).toHaveLength(0);
    type(input, 'el');
    type(input, 'elb');
    expect(searchCalls()).toHaveLength(0);
    expect(await screen.findByRole('option', { name: 'Organik Pembe Elbise 1' })).toBeTruthy();
    expect(searchCalls()).toHaveLength(1);
    expect(searchCalls()[0]?.[1]).toMatchObject({ query: { q: 'elb', unique: true } });
  });

  it('never lets a late answer for an older query overwrite the newer one', async () => {
    let resolveOld: (value: SearchResponse) => void = () => {};
    vi.mocked(apiFetch).mockImplementation((async (_id: string, request: { query: { q: string } }) =>
      request.query.q === 'elb'
        ? new Promise<SearchResponse>((resolve) => (resolveOld = resolve))
        : answer('Telefon Kılıfı')) as unknown as typeof apiFetch);
    const input = await renderPalette(['SUPER_ADMIN']);
    type(input, 'elb');
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    type(input, 'tel');
    expect(await screen.findByRole('option', { name: 'Telefon Kılıfı' })).toBeTruthy();
    await act(async () => resolveOld(answer('Eski Elbise')));
    expect(screen.queryByRole('option', { name: 'Eski Elbise' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Telefon Kılıfı' })).toBeTruthy();
  });

  it('moves with the arrow keys and opens the chosen product with Enter', async () => {
    vi.mocked(apiFetch).mockResolvedValue(answer('Organik Pembe Elbise 1', 'Modern Beyaz Elbise 2'));
    const input = await renderPalette(['PRODUCT_MANAGER']);
    type(input, 'elbise');
    const products = await screen.findByRole('group', { name: 'Ürünler' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Organik Pembe Elbise 1', 'Modern Beyaz Elbise 2']);
    expect(screen.getByRole('option', { name: 'Organik Pembe Elbise 1' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Modern Beyaz Elbise 2' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe('/admin/dashboard'));
    expect(screen.queryByRole('combobox', { name: 'Arama' })).toBeNull();
  });

  it('opens a product at its edit page', async () => {
    vi.mocked(apiFetch).mockResolvedValue(answer('Organik Pembe Elbise 1'));
    const input = await renderPalette(['SUPER_ADMIN']);
    type(input, 'organik');
    fireEvent.click(await screen.findByRole('option', { name: 'Organik Pembe Elbise 1' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/catalog/product/upsert/1'));
  });

  it('says "Sonuç bulunamadı." when nothing matches, and empties the results when the search fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(apiFetch).mockRejectedValue(new Error('ağ hatası'));
    const input = await renderPalette(['SUPER_ADMIN']);
    type(input, 'zzqx');
    expect(await screen.findByText('Sonuç bulunamadı.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('gives a role without search only its pages, grouped, and never calls the search', async () => {
    const input = await renderPalette(['THEME_MANAGER']);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Özet', 'Tasarım & İçerik']);
    expect(
      within(screen.getByRole('group', { name: 'Tasarım & İçerik' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tema Düzenleyici', 'Galeri']);
    type(input, 'gal');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls()).toHaveLength(0);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Galeri']);
  });
});
