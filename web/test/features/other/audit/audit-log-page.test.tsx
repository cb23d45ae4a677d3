import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@shop/shared';
import AuditLogPage from '../../../../src/features/other/audit/AuditLogPage';
import { AUDIT_CSV_COLUMNS } from '../../../../src/features/other/audit/audit-csv';
import { auditQuery, filtersFromParams } from '../../../../src/features/other/audit/audit-filters';
import { toCsv } from '../../../../src/widgets/data-page/csv';
import { setPrimeLocaleTurkish } from '../../../../src/ui/prime-locale';
import { answerApi, renderPage } from '../../../widgets/data-page/harness';

vi.mock('../../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

const entry = (id: string, more: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T09:15:00.000Z',
  actor: { sub: 'sub-deniz', name: 'Deniz Aydın', email: 'theme_manager@example.com', roles: ['THEME_MANAGER'] },
  route: { method: 'POST', path: '/api/admin/theme/components' },
  action: 'theme.saved',
  target: { type: 'theme', id: 'HOME', name: 'Orta alan' },
  summary: 'Orta alan: 4 bileşen, sürüm 7',
  ...more,
});

const ACTORS = {
  data: [
    { sub: 'sub-deniz', name: 'Deniz Aydın' },
    { sub: 'sub-selin', name: 'Selin Yılmaz' },
  ],
};

setPrimeLocaleTurkish();

describe('Aktivite Geçmişi', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists entries with who, the Turkish action, a link to what was touched and the summary', { timeout: 30_000 }, async () => {
    answerApi(({ id, request }) => {
      if (id === 'listAuditActors') return ACTORS;
      if (request.query?.action === 'brand.created')
        return {
          data: [
            entry('b1', {
              action: 'brand.created',
              actor: { sub: 'sub-selin', name: 'Selin Yılmaz', email: 'super_admin@example.com', roles: ['SUPER_ADMIN'] },
              target: { type: 'brand', id: 'b-1', name: 'Işıltı' },
              summary: 'Marka “Işıltı” eklendi.',
            }),
          ],
        };
      return {
        data: [
          entry('t1'),
          entry('p1', { action: 'product.updated', target: { type: 'product', id: '42', name: 'Pembe Elbise' }, summary: 'Değişen: fiyat' }),
        ],
      };
    });
    renderPage(<AuditLogPage />, { path: '/admin/other/audit', pattern: '/admin/other/audit', groups: ['SUPER_ADMIN'] });

    await screen.findAllByText('Tema kaydedildi');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Ürün güncellendi')).toBeTruthy();
    expect(within(table).getAllByText('Deniz Aydın')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Pembe Elbise sayfasını aç' }).getAttribute('href')).toBe('/admin/catalog/product/upsert/42');
    expect(within(table).getByRole('link', { name: 'Orta alan sayfasını aç' }).getAttribute('href')).toBe('/admin/theme');
    expect(within(table).getByText('Orta alan: 4 bileşen, sürüm 7')).toBeTruthy();
    // The absolute time in tr-TR (Istanbul: 12:15) beside the relative one.
    expect(within(table).getAllByText('20 Kas 2026 12:15').length).toBeGreaterThan(0);
  });

  it('filters by the admin and the days in the URL, and opens an entry with its roles and request', { timeout: 30_000 }, async () => {
    const calls = answerApi(({ id }) => (id === 'listAuditActors' ? ACTORS : { data: [entry('t1')] }));
    renderPage(<AuditLogPage />, {
      path: '/admin/other/audit?actor=sub-deniz&action=theme.saved&from=2026-11-01&to=2026-11-20',
      pattern: '/admin/other/audit',
      groups: ['SUPER_ADMIN'],
    });
    // The action filter shows 'Tema kaydedildi' before the rows arrive: wait for the entry's own button.
    const details = await screen.findByRole('button', { name: 'Tema kaydedildi kaydının ayrıntıları, 20 Kas 2026 12:15' }, { timeout: 10_000 });
    expect(calls.find((c) => c.id === 'listAuditEntries')?.request.query).toMatchObject({
      actor: 'sub-deniz',
      action: 'theme.saved',
      from: '2026-10-31T21:00:00.000Z',
      to: '2026-11-20T20:59:59.999Z',
    });
    expect(screen.getByRole('table').contains(details)).toBe(true);
    fireEvent.click(details);
    const dialog = await screen.findByRole('dialog', { name: 'Kayıt ayrıntıları' });
    expect(within(dialog).getByText('theme_manager@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Tema Yöneticisi')).toBeTruthy();
    expect(within(dialog).getByText('POST /api/admin/theme/components')).toBeTruthy();
  });

  it('says when nothing matches the filters, and shows a failed load with a retry', { timeout: 30_000 }, async () => {
    let fail = true;
    answerApi(({ id }) => {
      if (id === 'listAuditActors') return ACTORS;
      if (fail) throw new Error('down');
      return { data: [] };
    });
    renderPage(<AuditLogPage />, { path: '/admin/other/audit?action=media.uploaded', pattern: '/admin/other/audit', groups: ['SUPER_ADMIN'] });
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Bu filtrelere uyan kayıt yok.')).toBeTruthy();
  });
});

describe('audit CSV and filters', () => {
  it('writes a header and one row per entry, quoting separators and keeping formulas as text', () => {
    const csv = toCsv(AUDIT_CSV_COLUMNS, [
      entry('t1', { summary: 'Değişen: ad; fiyat', target: { type: 'brand', id: 'b', name: '=HYPERLINK("x")' } }),
    ]);
    const lines = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Zaman;Kim;E-posta;Roller;İşlem;Ne;Tür;Kimlik;Özet;İstek');
    expect(lines[1]).toBe(
      '20 Kas 2026 12:15;Deniz Aydın;theme_manager@example.com;THEME_MANAGER;Tema kaydedildi;"\'=HYPERLINK(""x"")";Marka;b;"Değişen: ad; fiyat";POST /api/admin/theme/components',
    );
  });

  it('ignores filters the API would refuse', () => {
    const filters = filtersFromParams(new URLSearchParams('action=silindi&from=dün&to=2026-11-20'));
    expect(filters).toEqual({ actor: undefined, action: undefined, fromDay: undefined, toDay: '2026-11-20' });
    expect(auditQuery(filters)).toEqual({ to: '2026-11-20T20:59:59.999Z' });
  });
});
