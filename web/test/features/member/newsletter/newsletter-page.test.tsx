import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsletterSubscriber } from '@shop/shared';
import NewsletterPage from '../../../../src/features/member/newsletter/NewsletterPage';
import { SUBSCRIBER_CSV_COLUMNS } from '../../../../src/features/member/newsletter/newsletter-api';
import { toCsv } from '../../../../src/widgets/data-page/csv';
import { ApiError } from '../../../../src/api/client';
import { answerApi, renderPage } from '../../../widgets/data-page/harness';

vi.mock('../../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

const subscriber = (n: number): NewsletterSubscriber => ({
  email: `abone${n}@example.com`,
  subscribedAt: `2026-01-0${(n % 9) + 1}T10:30:00.000Z`,
  componentId: n % 2 ? 'newsletter-1' : null,
});

describe('Bülten Aboneleri', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists subscribers, searches on the server, and removes one after a KVKK confirmation', { timeout: 30_000 }, async () => {
    let stored = [subscriber(1), subscriber(2), subscriber(3)];
    const calls = answerApi(({ id, request }) => {
      if (id === 'removeNewsletterSubscriber') {
        stored = stored.filter((s) => s.email !== (request.body as { email: string }).email);
        return { removed: true };
      }
      const q = request.query?.q as string | undefined;
      return { data: q ? stored.filter((s) => s.email.includes(q)) : stored };
    });
    renderPage(<NewsletterPage />, { path: '/admin/member/newsletter' });
    expect(await screen.findByText('abone1@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bülten Aboneleri' })).toBeTruthy();
    expect(screen.getAllByText('Bülten bloğu').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('E-posta ara'), { target: { value: 'abone2' } });
    await waitFor(() => expect(screen.queryByText('abone1@example.com')).toBeNull());
    expect(calls.at(-1)?.request.query).toMatchObject({ q: 'abone2' });

    fireEvent.click(await screen.findByRole('button', { name: 'abone2@example.com adresini kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aboneyi kaldır (KVKK)' });
    expect(dialog.textContent).toContain('abone2@example.com adresi bülten listesinden kalıcı olarak silinecek.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak kaldır' }));
    await waitFor(() => expect(screen.queryByText('abone2@example.com')).toBeNull());
    expect(calls.find((c) => c.id === 'removeNewsletterSubscriber')?.request.body).toEqual({ email: 'abone2@example.com' });
    expect(await screen.findByText('Aramanızla eşleşen abone yok.')).toBeTruthy();
  });

  it('says when there are none, and shows a failed load with a retry', async () => {
    let fail = true;
    answerApi(() => {
      if (fail) throw new ApiError(500, 'Bir hata oluştu.', 'InternalError');
      return { data: [] };
    });
    renderPage(<NewsletterPage />, { path: '/admin/member/newsletter' });
    const retry = await screen.findByRole('button', { name: /Tekrar dene/ });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Henüz bülten abonesi yok.')).toBeTruthy();
  });

  it('writes every subscriber into a CSV that a spreadsheet cannot run', () => {
    const csv = toCsv(SUBSCRIBER_CSV_COLUMNS, [subscriber(1), { ...subscriber(2), email: '=cmd@example.com' }]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFE-posta;Abone olma tarihi;Kaynak bileşen',
      'abone1@example.com;2026-01-02T10:30:00.000Z;newsletter-1',
      `'=cmd@example.com;2026-01-03T10:30:00.000Z;`,
      '',
    ]);
  });
});
