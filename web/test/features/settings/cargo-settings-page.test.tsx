import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CARGO_SETTINGS } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import CargoSettingsPage from '../../../src/features/settings/cargo/CargoSettingsPage';
import { toastError, toastSuccess } from '../../../src/ui/toast';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast');

const ADDRESS = {
  name: 'Demo Mağaza İade Birimi',
  phone: '0212 555 34 34',
  province: 'İstanbul',
  district: 'Esenyurt',
  line1: 'Zafer Mah. Depo Sok. No: 12',
  line2: '',
};
const SETTINGS = {
  ...DEFAULT_CARGO_SETTINGS,
  carriers: DEFAULT_CARGO_SETTINGS.carriers.map((c) => ({ ...c, isActive: c.code !== 'PTT' })),
  desiFees: [
    { upToDesi: 3, fee: 49.9 },
    { upToDesi: 10, fee: 89.9 },
  ],
  freeShippingThreshold: 750,
  returnAddress: ADDRESS,
  version: 4,
};
const PATH = '/admin/settings/cargo';

describe('Kargo Otomasyonu', () => {
  beforeEach(() => vi.resetAllMocks());

  it('saves carriers, fee rows and a custom carrier with the version it was read at', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'saveCargoSettings') {
        const { baseVersion, ...settings } = request.body as { baseVersion: number };
        return { ...settings, version: baseVersion + 1 };
      }
      return SETTINGS;
    });
    renderPage(<CargoSettingsPage />, { path: PATH, groups: ['ORDER_MANAGER'] });

    fireEvent.click(await screen.findByRole('switch', { name: 'PTT Kargo etkin' }));
    fireEvent.click(screen.getByRole('button', { name: '1. satırı sil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Satır ekle' }));
    const add = within(screen.getByRole('group', { name: 'Özel kargo firması ekle' }));
    fireEvent.change(add.getByLabelText('Firma adı'), { target: { value: 'HepsiJET' } });
    fireEvent.change(add.getByLabelText('Kod'), { target: { value: 'hepsijet' } });
    fireEvent.change(add.getByLabelText('Takip adresi şablonu'), { target: { value: 'https://www.hepsijet.com/gonderi-takibi/{takipNo}' } });
    fireEvent.click(add.getByRole('button', { name: 'Firma ekle' }));
    // The new row shows what a tracking link of it looks like.
    expect(await screen.findByText('Örnek: https://www.hepsijet.com/gonderi-takibi/1234567890')).toBeTruthy();

    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Kargo ayarları kaydedildi.'));
    const { version: _version, ...stored } = SETTINGS;
    expect(calls.find((c) => c.id === 'saveCargoSettings')?.request.body).toEqual({
      ...stored,
      carriers: [
        ...SETTINGS.carriers.map((c) => ({ ...c, isActive: true })),
        { code: 'HEPSIJET', name: 'HepsiJET', trackingUrlTemplate: 'https://www.hepsijet.com/gonderi-takibi/{takipNo}', isActive: true },
      ],
      // The 3-desi row removed; the new one follows the last at +5 desi with its fee.
      desiFees: [
        { upToDesi: 10, fee: 89.9 },
        { upToDesi: 15, fee: 89.9 },
      ],
      baseVersion: 4,
    });
  });

  it('says what is wrong before sending anything, and refuses a custom carrier without {takipNo}', async () => {
    const calls = answerApi(() => SETTINGS);
    renderPage(<CargoSettingsPage />, { path: PATH });
    const add = within(await screen.findByRole('group', { name: 'Özel kargo firması ekle' }));
    fireEvent.change(add.getByLabelText('Firma adı'), { target: { value: 'Yerel Kurye' } });
    fireEvent.change(add.getByLabelText('Kod'), { target: { value: 'KURYE' } });
    fireEvent.change(add.getByLabelText('Takip adresi şablonu'), { target: { value: 'https://kurye.example.com/takip' } });
    fireEvent.click(add.getByRole('button', { name: 'Firma ekle' }));
    expect((await screen.findByRole('alert')).textContent).toContain('{takipNo}');
    expect(screen.queryByText('Yerel Kurye')).toBeNull();

    fireEvent.change(screen.getByLabelText('Adres'), { target: { value: '   ' } });
    fireEvent.click(screen.getByText('Kaydet'));
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'returnAddress.line1 gereklidir.')).toBe(true));
    expect(calls.map((c) => c.id)).toEqual(['getCargoSettings']);
  });

  it('tells of a save someone else made meanwhile', async () => {
    const stale = 'Kargo Otomasyonu siz düzenlerken başka bir oturumda kaydedildi. Sayfayı yenileyip tekrar deneyin.';
    answerApi(({ id }) => {
      if (id === 'saveCargoSettings') throw new ApiError(409, stale);
      return SETTINGS;
    });
    renderPage(<CargoSettingsPage />, { path: PATH });
    fireEvent.click(await screen.findByText('Kaydet'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(stale));
  });

  it('is read-only, with a note, for a role that may read but not save', async () => {
    answerApi(() => SETTINGS);
    renderPage(<CargoSettingsPage />, { path: PATH, groups: ['PRODUCT_MANAGER'] });
    expect(await screen.findByText('Bu sayfayı görüntüleyebilirsiniz; değişiklik yapma yetkiniz yok.')).toBeTruthy();
    expect((await screen.findByRole('switch', { name: 'Aras Kargo etkin' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Alıcı adı').disabled).toBe(true);
    expect(screen.queryByText('Kaydet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Satır ekle' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Özel kargo firması ekle' })).toBeNull();
  });
});
