import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoSettingsKey, generalSettingsKey, storefrontShopOf, type GeneralSettings } from '@shop/shared';
import { GENERAL_TEXTS } from '@shop/functions/domain/settings/general-settings';
import { demoGeneralSettings } from '../../src/seed/demo-general-settings';
import { call, tableItems } from '../runtime-client';
import { admin, deleteItem, expectConflict, expectRefused, putItem, tableBaseline } from './setup-test-kit';

const PATH = '/api/admin/settings/general';
const SEEDED = demoGeneralSettings();

let cleanUp: () => Promise<void>;
let seededVersion: number;
beforeAll(async () => {
  // The file replaces the settings and the cargo item: all put back as seeded afterwards.
  cleanUp = await tableBaseline({ restoreChanged: true });
  seededVersion = (await admin(PATH)).version;
});
afterAll(async () => cleanUp());

const CHANGED = {
  ...SEEDED,
  shopName: 'Ege Butik',
  contactPhone: '+90 (232) 444-12-12',
  address: { province: 'İzmir', district: 'Konak', line: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5' },
  companyTitle: 'Ege Butik Tekstil Ltd. Şti.',
  mersisNo: '0123 4567 8900 0015',
  taxNumber: '1234567890',
  currencyDisplay: 'CODE',
  maintenance: { enabled: true, message: 'Yeni sezon için hazırlanıyoruz.' },
  bankAccounts: [{ bank: 'Türkiye İş Bankası', accountName: 'Ege Butik Tekstil Ltd. Şti.', iban: 'tr55 0001 0001 6200 9876 5432 10' }],
};
const valid = (baseVersion: number) => ({ ...CHANGED, baseVersion });

describe('Genel Ayarlar', () => {
  it('reads the seeded settings, for every settings role; others are refused', async () => {
    for (const as of ['SUPER_ADMIN', 'PRODUCT_MANAGER', 'WAREHOUSE_MANAGER', 'ORDER_MANAGER'] as const) {
      expect(await call(PATH, { as })).toEqual({ status: 200, body: { ...SEEDED, version: seededVersion } });
    }
    expect(seededVersion).toBeGreaterThan(0);
    for (const as of ['ADMIN', 'THEME_MANAGER', 'ANALYST', 'USER'] as const) expect((await call(PATH, { as })).status).toBe(403);
    expect((await call(PATH)).status).toBe(401);
  });

  it('is saved only with settings:general: 403 for every other role, nothing written', async () => {
    const before = await tableItems();
    for (const as of ['ADMIN', 'PRODUCT_MANAGER', 'ORDER_MANAGER', 'WAREHOUSE_MANAGER', 'CONTENT_MANAGER', 'MARKETING_MANAGER'] as const) {
      expect((await call(PATH, { as, method: 'POST', body: valid(seededVersion) })).status).toBe(403);
    }
    expect((await call(PATH, { method: 'POST', body: valid(seededVersion) })).status).toBe(401);
    expect(await tableItems()).toEqual(before);
  });

  it('saves with the version it was based on, normalised; a stale save is 409 and writes nothing; the storefront and checkout read it', async () => {
    const saved = await call(PATH, { as: 'SUPER_ADMIN', method: 'POST', body: valid(seededVersion) });
    const stored = {
      ...CHANGED,
      contactPhone: '0232 444 12 12',
      mersisNo: '0123456789000015',
      bankAccounts: [{ ...CHANGED.bankAccounts[0], iban: 'TR550001000162009876543210' }],
      version: seededVersion + 1,
    };
    expect(saved).toEqual({ status: 200, body: stored });
    expect(await admin(PATH)).toEqual(stored);
    await expectConflict(PATH, { body: valid(seededVersion) }, GENERAL_TEXTS.stale);
    expect((await admin(PATH)).version).toBe(seededVersion + 1);

    // The storefront's theme answer carries the public part, and nothing else of it.
    const { version: _version, ...settings } = stored;
    const theme = await call('/api/storefront/theme');
    expect(theme.body.shop).toEqual(storefrontShopOf(settings as GeneralSettings));
    expect(theme.body.shop.maintenance).toEqual({ message: 'Yeni sezon için hazırlanıyoruz.' });
    expect(JSON.stringify(theme.body)).not.toContain('TR550001000162009876543210');

    // Checkout offers havale to the account saved here.
    const options = await call('/api/storefront/checkout/options');
    expect(options.body.bankAccounts).toEqual([
      { bank: 'Türkiye İş Bankası', accountName: 'Ege Butik Tekstil Ltd. Şti.', iban: 'TR55 0001 0001 6200 9876 5432 10' },
    ]);
    expect(options.body.contracts[0].text).toContain(
      'SATICI: Ege Butik Tekstil Ltd. Şti.\nAdres: Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5, Konak/İZMİR',
    );
    expect(options.body.contracts[0].text).toContain('Vergi No: 1234567890');
  });

  it.each([
    [
      'an IBAN with a wrong check',
      { bankAccounts: [{ ...CHANGED.bankAccounts[0], iban: 'TR55 0001 0001 6200 9876 5432 11' }] },
      'bankAccounts.0.iban',
      'geçerli bir TR IBAN değil',
    ],
    [
      'a foreign IBAN',
      { bankAccounts: [{ ...CHANGED.bankAccounts[0], iban: 'DE89 3704 0044 0532 0130 00' }] },
      'bankAccounts.0.iban',
      'geçerli bir TR IBAN değil',
    ],
    ['a MERSİS no of 15 digits', { mersisNo: '012345678900001' }, 'mersisNo', '16 haneli bir MERSİS numarası'],
    ['a VKN with a wrong check digit', { taxNumber: '1234567891' }, 'taxNumber', 'geçerli bir vergi kimlik numarası'],
    ['an e-mail that is not one', { contactEmail: 'destek@' }, 'contactEmail', 'geçerli bir e-posta adresi değil'],
    ['an ilçe of another il', { address: { ...CHANGED.address, district: 'Kadıköy' } }, 'address.district', 'İzmir ilinin bir ilçesi'],
    ['a social account over http', { social: { ...SEEDED.social, instagram: 'http://instagram.com/egebutik' } }, 'social.instagram', 'https://'],
    ['a currency display we do not offer', { currencyDisplay: 'USD' }, 'currencyDisplay', 'şu değerlerden biri'],
  ])('refuses %s with a 400 naming the field in Turkish, writing nothing', async (_, change, field, words) => {
    const { version } = await admin(PATH);
    const message = await expectRefused(PATH, { ...valid(version), ...change }, field);
    expect(message).toContain(words);
  });

  it('carries over the bank accounts a shop kept in Kargo Otomasyonu: read through, kept by a cargo save, owned after the first save here', async () => {
    const legacy = [{ bank: 'Ziraat Bankası', accountName: 'Eski Hesap', iban: 'TR330006100519786457841326' }];
    const cargo = (await tableItems()).find((i) => i.pk === cargoSettingsKey().pk && i.sk === cargoSettingsKey().sk);
    if (!cargo) throw new Error('no cargo settings seeded');
    // A shop from before Genel Ayarlar: accounts on the cargo item, no general item.
    await putItem({ ...cargo, bankAccounts: legacy });
    await deleteItem(generalSettingsKey());

    expect(await admin(PATH)).toMatchObject({ version: 0, shopName: 'Mağaza', bankAccounts: legacy });
    expect((await call('/api/storefront/checkout/options')).body.bankAccounts).toEqual([
      { bank: 'Ziraat Bankası', accountName: 'Eski Hesap', iban: 'TR33 0006 1005 1978 6457 8413 26' },
    ]);
    // Kargo Otomasyonu still parses, and its save leaves the accounts where Genel Ayarlar finds them.
    const { version: cargoVersion, ...cargoSettings } = await admin('/api/admin/settings/cargo');
    expect(cargoSettings).not.toHaveProperty('bankAccounts');
    await admin('/api/admin/settings/cargo', 'POST', { ...cargoSettings, baseVersion: cargoVersion });
    expect((await admin(PATH)).bankAccounts).toEqual(legacy);

    // The first save here owns them; a later cargo save drops the old copy.
    const { version: _v, ...general } = await admin(PATH);
    await admin(PATH, 'POST', { ...general, baseVersion: 0 });
    await admin('/api/admin/settings/cargo', 'POST', { ...cargoSettings, baseVersion: cargoVersion + 1 });
    const after = (await tableItems()).find((i) => i.pk === cargoSettingsKey().pk && i.sk === cargoSettingsKey().sk);
    expect(after?.bankAccounts).toBeUndefined();
    expect((await admin(PATH)).bankAccounts).toEqual(legacy);
  });
});
