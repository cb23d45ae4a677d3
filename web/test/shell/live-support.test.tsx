import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiFetch } from '../../src/api/client';
import { ApiError } from '../../src/api/api-error';
import { LiveSupportToggle } from '../../src/shell/LiveSupportToggle';
import { toastError, toastSuccess } from '../../src/ui/toast';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));
vi.mock('../../src/ui/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const toggle = () => screen.getByRole('switch', { name: 'Canlı Destek' });

describe('live support toggle', () => {
  beforeEach(() => vi.resetAllMocks());

  it('is disabled while its request runs and toasts "Canlı Destek Aktif"', async () => {
    let finish: () => void = () => {};
    vi.mocked(apiFetch).mockImplementation(async (id: string) => {
      if (id === 'getLiveSupport') return { customerSupportEnabled: false };
      await new Promise<void>((resolve) => (finish = resolve));
      return { success: true, customerSupportEnabled: true };
    });
    render(<LiveSupportToggle />);
    await waitFor(() => expect(toggle().hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().hasAttribute('disabled')).toBe(true));
    expect(apiFetch).toHaveBeenCalledWith('setLiveSupport', { body: { enabled: true } });
    finish();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Canlı Destek Aktif'));
  });

  it('toasts "Canlı Destek Pasif" when switched off', async () => {
    vi.mocked(apiFetch).mockImplementation(async (id: string) =>
      id === 'getLiveSupport' ? { customerSupportEnabled: true } : { success: true, customerSupportEnabled: false },
    );
    render(<LiveSupportToggle />);
    await waitFor(() => expect((toggle() as HTMLInputElement).checked).toBe(true));
    fireEvent.click(toggle());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Canlı Destek Pasif'));
  });

  it("shows the server's message, or 'Güncelleme başarısız'", async () => {
    vi.mocked(apiFetch).mockImplementation(async (id: string) => {
      if (id === 'getLiveSupport') return { customerSupportEnabled: false };
      throw new ApiError(403, 'Bu işlem için yetkiniz yok.');
    });
    render(<LiveSupportToggle />);
    await waitFor(() => expect(toggle().hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Bu işlem için yetkiniz yok.'));

    vi.mocked(apiFetch).mockImplementation(async (id: string) => {
      if (id === 'getLiveSupport') return { customerSupportEnabled: false };
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(toggle().hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Güncelleme başarısız'));
    expect((toggle() as HTMLInputElement).checked).toBe(false);
  });
});
