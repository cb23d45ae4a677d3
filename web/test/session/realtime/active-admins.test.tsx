import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveAdmins } from '../../../src/session/realtime/ActiveAdmins';
import { RealtimeProvider } from '../../../src/session/realtime/RealtimeProvider';
import type { RealtimeDeps, SocketLike } from '../../../src/session/realtime/realtime-client';
import { ToastHost } from '../../../src/ui/toast';
import { SignedIn } from '../../shell/signed-in';

vi.mock('../../../src/features/other/notifications/notification-store', () => ({ refreshNotifications: vi.fn(async () => undefined) }));
const { refreshNotifications } = await import('../../../src/features/other/notifications/notification-store');

let socket: (SocketLike & { sent: string[] }) | undefined;
const deps: RealtimeDeps = {
  fetchTicket: async () => 'ticket',
  webSocketUrl: () => 'ws://localhost/ws',
  openSocket: () => {
    socket = { sent: [], send: (d) => socket?.sent.push(d), close: () => undefined, onopen: null, onclose: null, onerror: null, onmessage: null };
    return socket;
  },
};
const receive = (action: string, data: unknown) =>
  act(() => {
    socket?.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ action, data }) }));
  });

const renderShell = async (groups: string[]) => {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <SignedIn groups={groups}>
        <RealtimeProvider deps={deps}>
          <ActiveAdmins />
        </RealtimeProvider>
        <ToastHost />
      </SignedIn>
    </MemoryRouter>,
  );
  await vi.waitFor(() => expect(socket).toBeDefined());
  act(() => socket?.onopen?.(new Event('open')));
};

beforeEach(() => {
  socket = undefined;
  vi.mocked(refreshNotifications).mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('<ActiveAdmins/>', () => {
  it('says "Aktif kullanıcı yok" when alone, then lists who arrives with their page, and drops who leaves', async () => {
    await renderShell(['ORDER_MANAGER']);
    expect(JSON.parse(socket?.sent[0] ?? '{}')).toEqual({ action: 'admin:join', data: { path: '/admin/dashboard', userName: 'Ayşe Yılmaz' } });
    receive('admin:self', { socketId: 'me' });
    receive('admins:update', [{ socketId: 'me', userName: 'ayse@example.com', path: '/admin/dashboard', timestamp: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Aktif kullanıcılar: Aktif kullanıcı yok' }));
    expect(await screen.findByText('Aktif kullanıcı yok', { selector: 'p' })).toBeTruthy();

    receive('admins:update', [
      { socketId: 'me', userName: 'ayse@example.com', path: '/admin/dashboard', timestamp: 1 },
      { socketId: 's1', userName: 'Selin Yılmaz', path: '/admin/order/list', timestamp: 2 },
    ]);
    expect(screen.getByRole('button', { name: 'Aktif kullanıcılar: 1 aktif kullanıcı' })).toBeTruthy();
    const name = await screen.findByText('Selin Yılmaz');
    expect(name.closest('li')?.textContent).toBe('SYSelin YılmazSayfa: Siparişler');

    receive('admins:update', [{ socketId: 'me', userName: 'ayse@example.com', path: '/admin/dashboard', timestamp: 1 }]);
    expect(screen.getByRole('button', { name: 'Aktif kullanıcılar: Aktif kullanıcı yok' })).toBeTruthy();
  });
});

describe('new-order alert', () => {
  it('toasts "Yeni Sipariş Bildirimi" with a link opening the order in a new tab, and refreshes the bell', async () => {
    await renderShell(['ANALYST']);
    receive('order:new', { orderId: '1042' });
    expect(await screen.findByText('Yeni Sipariş Bildirimi')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Siparişi görüntüle' });
    expect(link.getAttribute('href')).toBe('/admin/order/detail/1042');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(refreshNotifications).toHaveBeenCalledTimes(1);
  });

  it('stays silent for a role that may not see orders', async () => {
    await renderShell(['THEME_MANAGER']);
    receive('order:new', { orderId: '1042' });
    expect(screen.queryByText('Yeni Sipariş Bildirimi')).toBeNull();
    expect(refreshNotifications).not.toHaveBeenCalled();
  });
});
