import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARGO_TEXTS } from '@shop/functions/domain/settings/cargo-settings';
import { demoCargoSettings } from '../../src/seed/demo-cargo-settings';
import { call, tableItems } from '../runtime-client';
import { admin, expectConflict, expectRefused, tableBaseline } from './setup-test-kit';

const PATH = '/api/admin/settings/cargo';
const SEEDED = demoCargoSettings();

let cleanUp: () => Promise<void>;
let seededVersion: number;
beforeAll(async () => {
  cleanUp = await tableBaseline();
  seededVersion = (await admin(PATH)).version;
});
afterAll(async () => {
  // Back to the seeded settings for the files after this one.
  const { version } = await admin(PATH);
  await admin(PATH, 'POST', { ...SEEDED, baseVersion: version });
  await cleanUp();
});

const CUSTOM = { code: 'HEPSIJET', name: 'HepsiJET', trackingUrlTemplate: 'https://www.hepsijet.com/gonderi-takibi/{takipNo}', isActive: true };
const CHANGED = {
  ...SEEDED,
  carriers: [...SEEDED.carriers.map((c) => ({ ...c, isActive: c.code === 'PTT' })), CUSTOM],
  desiFees: [
    { upToDesi: 2, fee: 39.9 },
    { upToDesi: 10, fee: 79.9 },
  ],
  extraDesiFee: 0,
  freeShippingThreshold: null,
  codFees: { KAPIDA_NAKIT: { enabled: false, fee: 0 }, KAPIDA_KART: { enabled: true, fee: 34.5 } },
  havalePaymentDays: 5,
  returnWindowDays: 30,
  returnAddress: { ...SEEDED.returnAddress, province: 'Ankara', district: 'Çankaya', phone: '0312 444 55 66' },
};
const valid = (baseVersion: number) => ({ ...CHANGED, baseVersion });

describe('Kargo Otomasyonu', () => {
  it('reads the seeded settings, for the order roles too', async () => {
    for (const as of ['ORDER_MANAGER', 'ADMIN', 'CUSTOMER_SERVICE', 'PRODUCT_MANAGER'] as const) {
      expect(await call(PATH, { as })).toEqual({ status: 200, body: { ...SEEDED, version: seededVersion } });
    }
    expect(seededVersion).toBeGreaterThan(0);
    expect((await call(PATH, { as: 'THEME_MANAGER' })).status).toBe(403);
    expect((await call(PATH)).status).toBe(401);
  });

  it('saves every setting with the version it was based on; a stale one is 409 and writes nothing', async () => {
    // ADMIN reads Kargo Otomasyonu (its orders need the carriers) but may not save it.
    const before = await tableItems();
    expect((await call(PATH, { as: 'ADMIN', method: 'POST', body: valid(seededVersion) })).status).toBe(403);
    expect(await tableItems()).toEqual(before);

    const saved = await call(PATH, { as: 'WAREHOUSE_MANAGER', method: 'POST', body: valid(seededVersion) });
    expect(saved).toEqual({ status: 200, body: { ...CHANGED, version: seededVersion + 1 } });
    expect(await admin(PATH)).toEqual({ ...CHANGED, version: seededVersion + 1 });
    await expectConflict(PATH, { body: valid(seededVersion) }, CARGO_TEXTS.stale);
    expect((await admin(PATH)).version).toBe(seededVersion + 1);
  });

  it('keeps a phone written any Turkish way as 0XXX XXX XX XX', async () => {
    const { version } = await admin(PATH);
    const saved = await admin(PATH, 'POST', { ...valid(version), returnAddress: { ...CHANGED.returnAddress, phone: '+90 (312) 444-55-66' } });
    expect(saved.returnAddress.phone).toBe('0312 444 55 66');
  });

  it.each([
    [
      'a template without {takipNo}',
      { carriers: [...CHANGED.carriers.slice(0, 5), { ...CUSTOM, trackingUrlTemplate: 'https://hepsijet.com/' }] },
      'carriers.5.trackingUrlTemplate',
    ],
    [
      'a template over http',
      { carriers: [...CHANGED.carriers.slice(0, 5), { ...CUSTOM, trackingUrlTemplate: 'http://hepsijet.com/{takipNo}' }] },
      'carriers.5.trackingUrlTemplate',
    ],
    ['a built-in carrier removed', { carriers: CHANGED.carriers.slice(1) }, 'carriers'],
    ['no carrier active', { carriers: CHANGED.carriers.map((c) => ({ ...c, isActive: false })) }, 'carriers'],
    ['a carrier code used twice', { carriers: [...CHANGED.carriers, { ...CUSTOM, name: 'Kopya' }] }, 'carriers.6.code'],
    [
      'a fee table out of order',
      {
        desiFees: [
          { upToDesi: 10, fee: 10 },
          { upToDesi: 5, fee: 5 },
        ],
      },
      'desiFees.1.upToDesi',
    ],
    ['a negative fee', { desiFees: [{ upToDesi: 3, fee: -1 }] }, 'desiFees.0.fee'],
    ['a fee in fractions of kuruş', { codFees: { ...CHANGED.codFees, KAPIDA_KART: { enabled: true, fee: 29.999 } } }, 'codFees.KAPIDA_KART.fee'],
    ['a return window under 14 days', { returnWindowDays: 10 }, 'returnWindowDays'],
    ['a havale window of 0 days', { havalePaymentDays: 0 }, 'havalePaymentDays'],
    ['an ilçe of another il', { returnAddress: { ...CHANGED.returnAddress, district: 'Kadıköy' } }, 'returnAddress.district'],
    ['a phone that is not a phone', { returnAddress: { ...CHANGED.returnAddress, phone: '12345' } }, 'returnAddress.phone'],
    ['no base version', { baseVersion: undefined }, 'baseVersion'],
  ])('refuses %s with a 400 naming the field in Turkish, writing nothing', async (_, change, field) => {
    const { version } = await admin(PATH);
    const message = await expectRefused(PATH, { ...valid(version), ...change }, field, 'ORDER_MANAGER');
    expect(message).toMatch(/[ğüşıöçİ]|gereklidir|olmalıdır|değil/);
  });
});
