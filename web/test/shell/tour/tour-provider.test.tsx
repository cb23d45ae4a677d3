import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiFetch } from '../../../src/api/client';
import { useTour } from '../../../src/shell/tour/tour-context';
import { TourProvider } from '../../../src/shell/tour/TourProvider';

vi.mock('../../../src/api/client', () => ({ apiFetch: vi.fn() }));

function Probe() {
  useTour();
  return null;
}

const renderTour = (completed: boolean, path = '/admin/dashboard') => {
  vi.mocked(apiFetch).mockImplementation(async (id: string) =>
    id === 'getTourState' ? { completed } : { completed: true, completedAt: new Date().toISOString() },
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TourProvider>
        <div data-tour="sidebar">menü</div>
      </TourProvider>
    </MemoryRouter>,
  );
};

describe('guided tour', () => {
  beforeEach(() => vi.resetAllMocks());

  it('useTour fails outside the provider (spec §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useTour must be used inside <TourProvider>');
    error.mockRestore();
  });

  it('starts by itself on the dashboard, runs 9 steps with Önceki/Sonraki/Bitir and records the finish', async () => {
    renderTour(false);
    expect(await screen.findByRole('dialog', { name: 'Yönetim alanları' })).toBeTruthy();
    expect(screen.getByText('1 / 9')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Önceki' }).hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 8; i++) fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('9 / 9')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sonraki' })).toBeNull();
    expect(apiFetch).not.toHaveBeenCalledWith('completeTour');
    fireEvent.click(screen.getByRole('button', { name: 'Bitir' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiFetch).toHaveBeenCalledWith('completeTour');
  });

  it('highlights the step element and closes on Escape without completing', async () => {
    renderTour(false);
    await screen.findByRole('dialog', { name: 'Yönetim alanları' });
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('menü').classList.contains('tour-highlight')).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('menü').classList.contains('tour-highlight')).toBe(false);
    expect(apiFetch).not.toHaveBeenCalledWith('completeTour');
  });

  it('does not start when the server says it was completed', async () => {
    renderTour(true);
    await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('getTourState', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not start by itself on other pages', async () => {
    renderTour(false, '/admin/catalog/product');
    await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('getTourState', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
