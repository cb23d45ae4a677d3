import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Notification } from '@shop/shared';
import { apiFetch } from '../../../../src/api/client';
import { NotificationBell } from '../../../../src/features/other/notifications/NotificationBell';
import { clearNotifications } from '../../../../src/features/other/notifications/notification-store';
import { SignedIn } from '../../../shell/signed-in';

vi.mock('../../../../src/api/client', () => ({ apiFetch: vi.fn() }));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000).toISOString();

const NOTIFICATIONS: Notification[] = [
  {
    id: 'n1',
    type: 'NEW_ORDER',
    title: 'Yeni sipariş',
    description: '#1001 numaralı sipariş',
    href: '/admin/order/detail/1001',
    isRead: false,
    createdAt: minutesAgo(5),
  },
  { id: 'n2', type: 'SYSTEM', title: 'Hoş geldiniz', description: 'Yönetim paneli hazır.', isRead: true, createdAt: minutesAgo(3 * 24 * 60) },
];

const mockApi = (items: Notification[], count: number) =>
  vi.mocked(apiFetch).mockImplementation((async (id: string) => {
    if (id === 'listNotifications') return items;
    if (id === 'countUnreadNotifications') return { count };
    return {};
  }) as typeof apiFetch);

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderBell = (groups = ['ADMIN']) =>
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <SignedIn groups={groups}>
        <NotificationBell />
        <Location />
      </SignedIn>
    </MemoryRouter>,
  );

describe('notification bell', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    clearNotifications();
  });

  it('shows the exact unread count from the count endpoint, not from the 50 listed', async () => {
    mockApi(NOTIFICATIONS, 73);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Bildirimler, 73 okunmamış' });
    expect(within(bell).getByText('73')).toBeTruthy();
  });

  it("empties at once when cleared (sign-out), so the next admin never sees this one's count", async () => {
    mockApi(NOTIFICATIONS, 73);
    renderBell();
    await screen.findByRole('button', { name: 'Bildirimler, 73 okunmamış' });
    act(() => clearNotifications());
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeTruthy();
    expect(screen.queryByText('73')).toBeNull();
  });

  it('caps the badge at 99+', async () => {
    mockApi(NOTIFICATIONS, 100);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Bildirimler, 99+ okunmamış' });
    expect(within(bell).getByText('99+')).toBeTruthy();
  });

  it('shows no badge and the spec text when there is nothing', async () => {
    mockApi([], 0);
    renderBell();
    await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('countUnreadNotifications'));
    fireEvent.click(screen.getByRole('button', { name: 'Bildirimler' }));
    expect(await screen.findByText('Bildirim bulunmuyor')).toBeTruthy();
  });

  it('lists with Turkish relative times; a click marks it read and follows its link', async () => {
    mockApi(NOTIFICATIONS, 1);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    expect(await screen.findByText('5 dakika önce')).toBeTruthy();
    expect(screen.getByText('3 gün önce')).toBeTruthy();
    fireEvent.click(screen.getByText('Yeni sipariş'));
    expect(apiFetch).toHaveBeenCalledWith('markNotificationRead', { params: { id: 'n1' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/order/detail/1001'));
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeTruthy();
  });

  it('marks all read', async () => {
    mockApi(NOTIFICATIONS, 1);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    mockApi(
      NOTIFICATIONS.map((n) => ({ ...n, isRead: true })),
      0,
    );
    // PrimeReact measures the panel to place it; jsdom has no layout, so the panel keeps an inline display:none.
    fireEvent.click(await screen.findByRole('button', { name: 'Tümünü okundu işaretle', hidden: true }));
    expect(apiFetch).toHaveBeenCalledWith('markAllNotificationsRead');
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeTruthy();
  });
});
