import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ICON_PAGE_SIZE, type Icon } from '@shop/shared';
import { apiFetch } from '../../src/api/client';
import { ApiError } from '../../src/api/api-error';
import { IconPickerDialog } from '../../src/widgets/icon-picker/IconPickerDialog';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));

const icons = (from: number, count: number): Icon[] =>
  Array.from({ length: count }, (_, i) => ({ id: `icon-${from + i}`, key: `icon-${from + i}`, turkishName: `İkon ${from + i}` }));

const page = (list: Icon[]) => Promise.resolve({ data: list });

const open = (onSelect = vi.fn(), onHide = vi.fn()) => render(<IconPickerDialog visible onSelect={onSelect} onHide={onHide} />);

const queries = () => vi.mocked(apiFetch).mock.calls.map(([, request]) => (request as { query: unknown }).query);

/** jsdom lays nothing out: scroll the list to its end by hand. */
const scrollToEnd = (list: HTMLElement) => {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 10_000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 565 });
  list.scrollTop = 10_000 - 565;
  fireEvent.scroll(list);
};

const settle = () => act(async () => {});

describe('IconPickerDialog', () => {
  beforeEach(() => {
    vi.mocked(apiFetch).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first page of icons with their Turkish names and keys', async () => {
    vi.mocked(apiFetch).mockReturnValueOnce(page(icons(0, 3)));
    open();
    expect(await screen.findByText('İkon 0')).toBeTruthy();
    expect(screen.getByText('icon-2')).toBeTruthy();
    expect(queries()).toEqual([{ offset: 0, limit: ICON_PAGE_SIZE, search: '' }]);
  });

  it('marks the current icon as selected', async () => {
    vi.mocked(apiFetch).mockReturnValueOnce(page(icons(0, 3)));
    render(<IconPickerDialog visible value="icon-2" onSelect={vi.fn()} onHide={vi.fn()} />);
    expect((await screen.findByRole('option', { name: /İkon 2/ })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: /İkon 1/ }).getAttribute('aria-selected')).toBe('false');
  });

  it('selects an icon and closes', async () => {
    vi.mocked(apiFetch).mockReturnValueOnce(page(icons(0, 3)));
    const onSelect = vi.fn();
    const onHide = vi.fn();
    open(onSelect, onHide);
    fireEvent.click(await screen.findByRole('option', { name: /İkon 1/ }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'icon-1', key: 'icon-1', turkishName: 'İkon 1' });
    expect(onHide).toHaveBeenCalled();
  });

  it('loads pages of 200 on scroll and stops after a short page', async () => {
    vi.mocked(apiFetch)
      .mockReturnValueOnce(page(icons(0, 200)))
      .mockReturnValueOnce(page(icons(200, 200)))
      .mockReturnValueOnce(page(icons(400, 50)));
    open();
    await screen.findByText('İkon 199');
    const list = screen.getByTestId('icon-list');
    scrollToEnd(list);
    await screen.findByText('İkon 399');
    scrollToEnd(list);
    await screen.findByText('İkon 449');
    scrollToEnd(list);
    scrollToEnd(list);
    await settle();
    expect(queries()).toEqual([
      { offset: 0, limit: 200, search: '' },
      { offset: 200, limit: 200, search: '' },
      { offset: 400, limit: 200, search: '' },
    ]);
    expect(screen.getAllByRole('option')).toHaveLength(450);
  });

  it('asks for one page at a time however often the list scrolls', async () => {
    let answer: (value: { data: Icon[] }) => void = () => undefined;
    vi.mocked(apiFetch)
      .mockReturnValueOnce(page(icons(0, 200)))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    open();
    await screen.findByText('İkon 199');
    const list = screen.getByTestId('icon-list');
    scrollToEnd(list);
    scrollToEnd(list);
    scrollToEnd(list);
    expect(apiFetch).toHaveBeenCalledTimes(2);
    await act(async () => answer({ data: icons(200, 10) }));
    expect(screen.getByText('İkon 209')).toBeTruthy();
  });

  it('searches 500 ms after the typing stops, from the first page', async () => {
    vi.useFakeTimers();
    vi.mocked(apiFetch).mockImplementation(() => page(icons(0, 3)));
    open();
    await settle();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    const search = screen.getByRole('searchbox', { name: 'İkon ara' });
    fireEvent.change(search, { target: { value: 'ka' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.change(search, { target: { value: 'kalp' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(apiFetch).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    expect(queries()).toEqual([
      { offset: 0, limit: 200, search: '' },
      { offset: 0, limit: 200, search: 'kalp' },
    ]);
  });

  it('drops the answer to an older search', async () => {
    let oldAnswer: (value: { data: Icon[] }) => void = () => undefined;
    vi.mocked(apiFetch)
      .mockReturnValueOnce(new Promise((resolve) => (oldAnswer = resolve)))
      .mockReturnValueOnce(page([{ id: 'heart', key: 'heart', turkishName: 'Kalp' }]));
    open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'İkon ara' }), { target: { value: 'kalp' } });
    expect(await screen.findByText('Kalp')).toBeTruthy();
    await act(async () => oldAnswer({ data: icons(0, 3) }));
    expect(screen.queryByText('İkon 0')).toBeNull();
  });

  it('says "Sonuç Bulunamadı" when nothing matches', async () => {
    vi.mocked(apiFetch).mockReturnValueOnce(page([]));
    open();
    expect(await screen.findByText('Sonuç Bulunamadı')).toBeTruthy();
  });

  it('shows "İkon verileri alınamadı." in red on a non-OK reply, and retries', async () => {
    vi.mocked(apiFetch)
      .mockRejectedValueOnce(new ApiError(500, 'Bir hata oluştu.'))
      .mockReturnValueOnce(page(icons(0, 2)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('İkon verileri alınamadı.');
    expect(alert.classList.contains('p-error')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('İkon 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "Bir hata oluştu." for any other failure', async () => {
    vi.mocked(apiFetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('Bir hata oluştu.');
  });

  it('moves focus between icons with the arrow keys', async () => {
    vi.mocked(apiFetch).mockReturnValueOnce(page(icons(0, 3)));
    open();
    const first = await screen.findByRole('option', { name: /İkon 0/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toContain('İkon 1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
  });
});
