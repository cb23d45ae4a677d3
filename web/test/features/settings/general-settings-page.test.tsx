import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_GENERAL_SETTINGS } from '@shop/shared';
import GeneralSettingsPage from '../../../src/features/settings/general/GeneralSettingsPage';
import { toastSuccess } from '../../../src/ui/toast';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast');

const SETTINGS = { ...DEFAULT_GENERAL_SETTINGS, shopName: 'Deniz Butik', version: 2 };
const PATH = '/admin/settings';

const saving = () =>
  answerApi(({ id, request }) => {
    if (id === 'saveGeneralSettings') {
      const { baseVersion, ...settings } = request.body as { baseVersion: number };
      return { ...settings, version: baseVersion + 1 };
    }
    return SETTINGS;
  });

describe('Genel Ayarlar', () => {
  beforeEach(() => vi.resetAllMocks());

  it('keeps the bank accounts havale goes to: adds one, refuses a wrong IBAN before sending, saves it in electronic form', async () => {
    const calls = saving();
    renderPage(<GeneralSettingsPage />, { path: PATH, groups: ['SUPER_ADMIN'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Hesap ekle' }));
    fireEvent.change(screen.getByLabelText('1. hesap banka'), { target: { value: 'Ziraat Bankası' } });
    fireEvent.change(screen.getByLabelText('1. hesap hesap adı'), { target: { value: 'Demo Mağaza Ltd. Şti.' } });
    fireEvent.change(screen.getByLabelText('1. hesap IBAN'), { target: { value: 'TR33 0006 1005 1978 6457 8413 27' } });
    fireEvent.click(screen.getByText('Kaydet'));
    expect((await screen.findByRole('alert')).textContent).toContain('bankAccounts.0.iban geçerli bir TR IBAN değil');
    expect(calls.some((c) => c.id === 'saveGeneralSettings')).toBe(false);

    fireEvent.change(screen.getByLabelText('1. hesap IBAN'), { target: { value: 'tr33 0006 1005 1978 6457 8413 26' } });
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Genel ayarlar kaydedildi.'));
    expect((calls.find((c) => c.id === 'saveGeneralSettings')?.request.body as { bankAccounts: unknown }).bankAccounts).toEqual([
      { bank: 'Ziraat Bankası', accountName: 'Demo Mağaza Ltd. Şti.', iban: 'TR330006100519786457841326' },
    ]);
  });

  it('saves the name, company details and maintenance switch with the version it was read at', async () => {
    const calls = saving();
    renderPage(<GeneralSettingsPage />, { path: PATH, groups: ['SUPER_ADMIN'] });
    fireEvent.change(await screen.findByLabelText('Mağaza adı'), { target: { value: 'Deniz Butik Online' } });
    fireEvent.change(screen.getByLabelText('Ticari unvan'), { target: { value: 'Deniz Butik Tekstil Ltd. Şti.' } });
    fireEvent.change(screen.getByLabelText('MERSİS no'), { target: { value: '1234' } });
    fireEvent.click(screen.getByText('Kaydet'));
    expect((await screen.findByRole('alert')).textContent).toContain('mersisNo 16 haneli bir MERSİS numarası olmalıdır.');
    fireEvent.change(screen.getByLabelText('MERSİS no'), { target: { value: '0123 4567 8900 0015' } });
    fireEvent.click(screen.getByLabelText('Bakım modu açık'));
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Genel ayarlar kaydedildi.'));
    const { version: _version, ...stored } = SETTINGS;
    expect(calls.find((c) => c.id === 'saveGeneralSettings')?.request.body).toEqual({
      ...stored,
      shopName: 'Deniz Butik Online',
      companyTitle: 'Deniz Butik Tekstil Ltd. Şti.',
      mersisNo: '0123456789000015',
      maintenance: { enabled: true, message: '' },
      baseVersion: 2,
    });
  });

  it('shows the settings read-only to a settings role without settings:general', async () => {
    answerApi(() => SETTINGS);
    renderPage(<GeneralSettingsPage />, { path: PATH, groups: ['ORDER_MANAGER'] });
    expect((await screen.findByLabelText<HTMLInputElement>('Mağaza adı')).disabled).toBe(true);
    expect(screen.queryByText('Kaydet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hesap ekle' })).toBeNull();
  });
});
