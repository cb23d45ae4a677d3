import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { CampaignCode } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import CampaignCodePage from '../../../src/features/campaign/CampaignCodePage';
import { checkDraft, EMPTY_CODE_DRAFT } from '../../../src/features/campaign/code-form';
import { setPrimeLocaleTurkish } from '../../../src/ui/prime-locale';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

const code = (name: string, more: Partial<CampaignCode> = {}): CampaignCode => ({
  code: name,
  discountType: 'PERCENTAGE',
  discountValue: 15,
  expiresAt: null,
  usageLimit: 10,
  usedCount: 2,
  source: 'MANUAL',
  popupId: null,
  isActive: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'burak@example.com',
  deactivatedAt: null,
  deactivatedBy: null,
  ...more,
});

const page = (path = '/admin/campaign/code') =>
  renderPage(
    <>
      <CampaignCodePage />
      <ConfirmDialog />
    </>,
    { path, pattern: '/admin/campaign/code', groups: ['MARKETING_MANAGER'] },
  );

setPrimeLocaleTurkish();

describe('İndirim Kodları', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists codes with their discount, usage, expiry and state, and keeps the filters in the URL', { timeout: 30_000 }, async () => {
    const calls = answerApi(({ request }) => {
      const q = request.query ?? {};
      if (q.state === 'EXPIRED') return { data: [code('ESKI-KOD', { expiresAt: '2026-01-05T12:30:00.000Z' })] };
      return {
        data: [
          code('YAZ-2026'),
          code('K7M2P9XQ4R', {
            source: 'POPUP',
            discountType: 'AMOUNT',
            discountValue: 50,
            usageLimit: 1,
            usedCount: 0,
            expiresAt: '2099-03-01T09:00:00.000Z',
          }),
          code('BITTI', { usedCount: 10 }),
          code('KAPALI', { isActive: false }),
        ],
      };
    });
    page('/admin/campaign/code?source=MANUAL');
    expect(await screen.findByText('YAZ-2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'İndirim Kodları' })).toBeTruthy();
    expect(calls[0]?.request.query).toMatchObject({ source: 'MANUAL' });
    expect(calls[0]?.request.query).not.toHaveProperty('state');

    const table = screen.getByRole('table');
    expect(within(table).getAllByText('%15').length).toBe(3);
    expect(within(table).getByText('₺50,00')).toBeTruthy();
    expect(within(table).getAllByText('2 / 10')).toHaveLength(2);
    expect(within(table).getByText('10 / 10')).toBeTruthy();
    expect(within(table).getAllByText('Süresiz').length).toBe(3);
    expect(within(table).getByText('1 Mar 2099 12:00')).toBeTruthy();
    expect(within(table).getByText('Açılır pencere')).toBeTruthy();
    expect(within(table).getAllByText('Aktif')).toHaveLength(2);
    expect(within(table).getByText('Kullanıldı')).toBeTruthy();
    expect(within(table).getByText('Devre dışı')).toBeTruthy();
    // Only active codes can be deactivated.
    expect(screen.getAllByRole('button', { name: /kodunu devre dışı bırak$/ })).toHaveLength(2);

    fireEvent.click(screen.getByLabelText('Tüm durumlar', { selector: '[role=button]' }));
    fireEvent.click(await screen.findByText('Süresi doldu', { selector: 'li *, li' }));
    expect(await screen.findByText('ESKI-KOD')).toBeTruthy();
    expect(screen.queryByText('YAZ-2026')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/campaign/code?source=MANUAL&state=EXPIRED'));
    expect(calls.at(-1)?.request.query).toMatchObject({ source: 'MANUAL', state: 'EXPIRED', cursor: undefined });

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/campaign/code'));
    expect(await screen.findByText('YAZ-2026')).toBeTruthy();
  });

  it('checks the form with the server’s rules, shows a taken code’s 409 at the code field, then creates', { timeout: 30_000 }, async () => {
    let stored = [code('YAZ-2026')];
    const calls = answerApi(({ id, request }) => {
      if (id === 'createCampaignCode') {
        const body = request.body as { code?: string; discountValue: number };
        if (body.code?.toUpperCase() === 'YAZ-2026') throw new ApiError(409, 'Bu kod zaten var.', 'Conflict');
        const made = code(body.code?.toUpperCase() ?? 'ABCDEFGH23', { discountValue: body.discountValue, usedCount: 0, usageLimit: 1 });
        stored = [made, ...stored];
        return { data: made };
      }
      return { data: stored };
    });
    page();
    await screen.findByText('YAZ-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Yeni kod' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni indirim kodu' });

    // Nothing typed: the discount value is missing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText('İndirim değeri 0’dan büyük, en fazla iki ondalıklı bir sayı olmalıdır.')).toBeTruthy();
    expect(calls.some((c) => c.id === 'createCampaignCode')).toBe(false);

    const codeField = within(dialog).getByLabelText('Kod');
    fireEvent.change(codeField, { target: { value: 'yaz-2026' } });
    const value = within(dialog).getByLabelText('İndirim değeri');
    fireEvent.change(value, { target: { value: '20' } });
    fireEvent.blur(value);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText('Bu kod zaten var.')).toBeTruthy();
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    expect(codeField.getAttribute('aria-describedby')).toContain('-error');
    expect(calls.find((c) => c.id === 'createCampaignCode')?.request.body).toEqual({
      code: 'yaz-2026',
      discountType: 'PERCENTAGE',
      discountValue: 20,
    });

    fireEvent.change(codeField, { target: { value: 'KIS-2026' } });
    expect(within(dialog).queryByText('Bu kod zaten var.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yeni indirim kodu' })).toBeNull());
    expect(await screen.findByText('KIS-2026')).toBeTruthy();
  });

  it('deactivates an active code only after the confirmation, and the row says so', { timeout: 30_000 }, async () => {
    let stored = [code('YAZ-2026'), code('KIS-2026')];
    const calls = answerApi(({ id, request }) => {
      if (id === 'deactivateCampaignCode') {
        const name = (request.params as { code: string }).code;
        stored = stored.map((c) =>
          c.code === name ? { ...c, isActive: false, deactivatedAt: '2026-11-25T10:00:00.000Z', deactivatedBy: 'x@example.com' } : c,
        );
        return { data: stored.find((c) => c.code === name) };
      }
      return { data: stored };
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'YAZ-2026 kodunu devre dışı bırak' }));
    let confirm = await screen.findByRole('dialog', { name: 'Kodu devre dışı bırak' });
    expect(confirm.textContent).toContain('YAZ-2026 kodu artık kabul edilmeyecek.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kodu devre dışı bırak' })).toBeNull());
    expect(calls.some((c) => c.id === 'deactivateCampaignCode')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'YAZ-2026 kodunu devre dışı bırak' }));
    confirm = await screen.findByRole('dialog', { name: 'Kodu devre dışı bırak' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Devre dışı bırak' }));
    expect(await screen.findByText('Devre dışı')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'YAZ-2026 kodunu devre dışı bırak' })).toBeNull();
    expect(screen.getByRole('button', { name: 'KIS-2026 kodunu devre dışı bırak' })).toBeTruthy();
    expect(calls.find((c) => c.id === 'deactivateCampaignCode')?.request.params).toEqual({ code: 'YAZ-2026' });
  });

  it('says when there are none, and shows a failed load with a retry', async () => {
    let fail = true;
    answerApi(() => {
      if (fail) throw new ApiError(500, 'Bir hata oluştu.', 'InternalError');
      return { data: [] };
    });
    page();
    const retry = await screen.findByRole('button', { name: /Tekrar dene/ });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText(/Henüz indirim kodu yok/)).toBeTruthy();
  });

  it('leaves empty fields to the server and refuses a percentage over 100 or a past expiry', () => {
    expect(checkDraft({ ...EMPTY_CODE_DRAFT, discountValue: 10 })).toEqual({ ok: true, body: { discountType: 'PERCENTAGE', discountValue: 10 } });
    expect(checkDraft({ ...EMPTY_CODE_DRAFT, discountValue: 120 })).toEqual({
      ok: false,
      errors: { discountValue: 'Yüzde indirim en fazla 100 olabilir.' },
    });
    expect(checkDraft({ ...EMPTY_CODE_DRAFT, discountType: 'AMOUNT', discountValue: 12.345 }).ok).toBe(false);
    expect(checkDraft({ ...EMPTY_CODE_DRAFT, code: 'a b', discountValue: 5, expiresAt: '2020-01-01T00:00:00.000Z' })).toEqual({
      ok: false,
      errors: { code: 'Kod 4–32 karakter olmalı; yalnızca harf, rakam ve tire içerebilir.', expiresAt: 'Son kullanma tarihi gelecekte olmalıdır.' },
    });
  });
});
