import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Id, SelectOption } from '@shop/shared';
import { apiFetch } from '../../src/api/client';
import { ApiError } from '../../src/api/api-error';
import { ToastHost } from '../../src/ui/toast';
import { SearchableSelect, type InlineCreate } from '../../src/widgets/searchable-select/SearchableSelect';
import { canCreate } from '../../src/widgets/searchable-select/inline-create';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));

const CITIES: SelectOption[] = [
  { id: 1, name: 'ISPARTA' },
  { id: 2, name: 'İzmir' },
  { id: 3, name: 'Istanbul' },
  { id: 4, name: 'Kırklareli' },
];

function Controlled({ create, onChange = vi.fn() }: { create?: InlineCreate; onChange?: (value: Id | null) => void }) {
  const [value, setValue] = useState<Id | null>(null);
  return (
    <>
      <ToastHost />
      <SearchableSelect
        label="Marka"
        options={CITIES}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        {...(create ? { create } : {})}
      />
    </>
  );
}

const BRAND: InlineCreate = { route: 'createBrand', thing: 'marka' };

const openPanel = async () => {
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Marka' }), { key: 'Enter', code: 'Enter' });
  return screen.findByPlaceholderText('Listede ara');
};

/** PrimeReact applies the filter text on its next timer tick. */
const type = async (filter: HTMLElement, text: string) => {
  fireEvent.change(filter, { target: { value: text } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

const listed = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('inline create rule', () => {
  it('is off for an empty or blank name, while a request runs, and for a name already listed', () => {
    expect(canCreate('', false, CITIES)).toBe(false);
    expect(canCreate('   ', false, CITIES)).toBe(false);
    expect(canCreate('Ankara', true, CITIES)).toBe(false);
    expect(canCreate('ısparta', false, CITIES)).toBe(false);
    expect(canCreate(' Ankara ', false, CITIES)).toBe(true);
  });
});

describe('SearchableSelect', () => {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    // jsdom lays nothing out; PrimeReact hides overlays it believes are detached.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  });
  afterAll(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  });
  beforeEach(() => {
    vi.mocked(apiFetch).mockReset();
  });

  it('filters with Turkish case rules: I is ı and İ is i', async () => {
    render(<Controlled />);
    const filter = await openPanel();
    await type(filter, 'ıspa');
    expect(listed()).toEqual(['ISPARTA']);
    await type(filter, 'IZM');
    expect(screen.getByText('Sonuç Bulunamadı')).toBeTruthy();
    await type(filter, 'izm');
    expect(listed()).toEqual(['İzmir']);
    await type(filter, 'ıs');
    expect(listed()).toEqual(['ISPARTA', 'Istanbul']);
    await type(filter, 'KIRK');
    expect(listed()).toEqual(['Kırklareli']);
  });

  it('says "Sonuç Bulunamadı" when nothing matches', async () => {
    render(<Controlled />);
    await type(await openPanel(), 'Ankara');
    expect(screen.getByText('Sonuç Bulunamadı')).toBeTruthy();
    expect(listed()).toEqual([]);
  });

  it('keeps create disabled while the typed name is empty or blank', async () => {
    render(<Controlled create={BRAND} />);
    const filter = await openPanel();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Yeni eklemek için adını yazın' }).disabled).toBe(true);
    await type(filter, '   ');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Yeni eklemek için adını yazın' }).disabled).toBe(true);
    await type(filter, 'Ankara');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '"Ankara" oluştur' }).disabled).toBe(false);
  });

  it('creates the typed name, disabled while the request runs, and chooses it', async () => {
    let answer: (value: { data: SelectOption }) => void = () => undefined;
    vi.mocked(apiFetch).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const onChange = vi.fn();
    render(<Controlled create={BRAND} onChange={onChange} />);
    await type(await openPanel(), '  Ankara ');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '"Ankara" oluştur' });
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith('createBrand', expect.objectContaining({ body: { name: 'Ankara' } }));
    await act(async () => answer({ data: { id: 'b-9', name: 'Ankara' } }));
    expect(onChange).toHaveBeenLastCalledWith('b-9');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Marka' }).value).toBe('Ankara');
  });

  it('shows "Yeni marka oluşturulurken hata oluştu." when create fails', async () => {
    vi.mocked(apiFetch).mockRejectedValueOnce(new ApiError(409, 'Bu isimde bir marka zaten var.'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    render(<Controlled create={BRAND} onChange={onChange} />);
    await type(await openPanel(), 'Ankara');
    fireEvent.click(screen.getByRole('button', { name: '"Ankara" oluştur' }));
    expect(await screen.findByText('Yeni marka oluşturulurken hata oluştu.')).toBeTruthy();
    expect(screen.getByText('Bu isimde bir marka zaten var.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '"Ankara" oluştur' }).disabled).toBe(false);
  });
});
