import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_CARRIERS,
  cargoFeeFor,
  cargoSettingsSaveSchema,
  cargoSettingsSchema,
  codFeeFor,
  DEFAULT_CARGO_SETTINGS,
  isTrackingUrlTemplate,
  normalizeTrPhone,
  trackingUrlFor,
  type CargoSettings,
} from '../src';

const TABLE: Pick<CargoSettings, 'desiFees' | 'extraDesiFee' | 'freeShippingThreshold'> = {
  desiFees: [
    { upToDesi: 3, fee: 49.9 },
    { upToDesi: 5, fee: 64.9 },
    { upToDesi: 30, fee: 169.9 },
  ],
  extraDesiFee: 5.9,
  freeShippingThreshold: 750,
};

/** The first complaint of a refused settings object: where and what. */
const firstIssue = (input: unknown) => {
  const result = cargoSettingsSchema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  const issue = result.error.issues[0];
  return { path: issue?.path.join('.'), message: issue?.message };
};

describe('cargoFeeFor', () => {
  it.each([
    [0, 49.9],
    [2.4, 49.9],
    [3, 49.9],
    [3.01, 64.9],
    [5, 64.9],
    [29.99, 169.9],
    [30, 169.9],
  ])('charges a %s desi parcel the first row it fits in: ₺%s', (desi, fee) => {
    expect(cargoFeeFor(desi, 100, TABLE)).toEqual({ fee, freeShipping: false, remainingForFree: 650 });
  });

  it('charges above the last row its fee plus the extra fee per started desi', () => {
    expect(cargoFeeFor(30.1, 0, TABLE).fee).toBe(175.8);
    expect(cargoFeeFor(31, 0, TABLE).fee).toBe(175.8);
    expect(cargoFeeFor(33.5, 0, TABLE).fee).toBe(193.5);
    expect(cargoFeeFor(1000, 0, { ...TABLE, extraDesiFee: 0 }).fee).toBe(169.9);
  });

  it('ships free at the threshold and above, and says how much is left below it (in kuruş)', () => {
    expect(cargoFeeFor(4, 750, TABLE)).toEqual({ fee: 0, freeShipping: true, remainingForFree: 0 });
    expect(cargoFeeFor(400, 1200, TABLE)).toEqual({ fee: 0, freeShipping: true, remainingForFree: 0 });
    expect(cargoFeeFor(4, 749.99, TABLE)).toEqual({ fee: 64.9, freeShipping: false, remainingForFree: 0.01 });
    expect(cargoFeeFor(4, 699.7, TABLE).remainingForFree).toBe(50.3);
  });

  it('never ships free without a threshold', () => {
    expect(cargoFeeFor(1, 1_000_000, { ...TABLE, freeShippingThreshold: null })).toEqual({ fee: 49.9, freeShipping: false, remainingForFree: null });
  });

  it('refuses a negative or non-numeric size or subtotal instead of guessing a fee', () => {
    expect(() => cargoFeeFor(-1, 0, TABLE)).toThrow(RangeError);
    expect(() => cargoFeeFor(Number.NaN, 0, TABLE)).toThrow(RangeError);
    expect(() => cargoFeeFor(1, -0.01, TABLE)).toThrow(RangeError);
  });
});

describe('trackingUrlFor', () => {
  it('puts the number into each built-in carrier’s template', () => {
    const urls = BUILT_IN_CARRIERS.map((c) => trackingUrlFor(c, '123456789'));
    expect(urls).toEqual([
      'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123456789',
      'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=123456789',
      'https://kargotakip.mngkargo.com.tr/?takipNo=123456789',
      'https://gonderitakip.ptt.gov.tr/Track/Verify?q=123456789',
      'https://suratkargo.com.tr/KargoTakip/?kargotakipno=123456789',
    ]);
  });

  it('URL-encodes the number, so it cannot add parameters or leave the carrier’s site', () => {
    const carrier = { trackingUrlTemplate: 'https://kargo.example.com/takip/{takipNo}?ref=shop' };
    expect(trackingUrlFor(carrier, ' AB 12&x=1/../#a ')).toBe('https://kargo.example.com/takip/AB%2012%26x%3D1%2F..%2F%23a?ref=shop');
  });
});

describe('codFeeFor', () => {
  const settings = { codFees: { KAPIDA_NAKIT: { enabled: true, fee: 24.9 }, KAPIDA_KART: { enabled: false, fee: 29.9 } } };

  it('is the fee of an offered kapıda method, null for one switched off, 0 for havale', () => {
    expect(codFeeFor('KAPIDA_NAKIT', settings)).toBe(24.9);
    expect(codFeeFor('KAPIDA_KART', settings)).toBeNull();
    expect(codFeeFor('HAVALE_EFT', settings)).toBe(0);
  });
});

describe('Kargo Otomasyonu settings', () => {
  const valid = { ...DEFAULT_CARGO_SETTINGS, baseVersion: 0 };

  it('defaults to the five carriers, a desi table in ascending order, 3 and 14 days and no return address', () => {
    expect(DEFAULT_CARGO_SETTINGS.carriers.map((c) => [c.code, c.isActive])).toEqual(BUILT_IN_CARRIERS.map((c) => [c.code, true]));
    expect(DEFAULT_CARGO_SETTINGS).toMatchObject({ havalePaymentDays: 3, returnWindowDays: 14, returnAddress: null, freeShippingThreshold: null });
    expect(cargoSettingsSaveSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a custom carrier and keeps its code upper-case', () => {
    const custom = { code: 'hepsijet', name: 'HepsiJET', trackingUrlTemplate: 'https://www.hepsijet.com/gonderi-takibi/{takipNo}', isActive: true };
    expect(cargoSettingsSchema.parse({ carriers: [...DEFAULT_CARGO_SETTINGS.carriers, custom] }).carriers.at(-1)?.code).toBe('HEPSIJET');
  });

  it.each([
    ['http://kargo.example.com/{takipNo}'],
    ['https://kargo.example.com/takip'],
    ['https://{takipNo}.example.com/'],
    ['https://kargo.example.com{takipNo}'],
    ['https://user@kargo.example.com/{takipNo}'],
    ['javascript:alert(1)//{takipNo}'],
    ['https://kargo.example.com/ {takipNo}'],
  ])('refuses the tracking template %s', (template) => {
    expect(isTrackingUrlTemplate(template)).toBe(false);
    const carriers = [...DEFAULT_CARGO_SETTINGS.carriers, { code: 'X', name: 'X Kargo', trackingUrlTemplate: template, isActive: true }];
    expect(firstIssue({ carriers })).toMatchObject({ path: 'carriers.5.trackingUrlTemplate', message: expect.stringContaining('{takipNo}') });
  });

  it.each([
    ['a built-in carrier removed', { carriers: DEFAULT_CARGO_SETTINGS.carriers.slice(1) }, 'carriers', 'Yurtiçi Kargo kaldırılamaz'],
    ['no carrier active', { carriers: DEFAULT_CARGO_SETTINGS.carriers.map((c) => ({ ...c, isActive: false })) }, 'carriers', 'en az bir'],
    [
      'a code used twice',
      { carriers: [...DEFAULT_CARGO_SETTINGS.carriers, { ...DEFAULT_CARGO_SETTINGS.carriers[0], name: 'Kopya' }] },
      'carriers.5.code',
      'başka bir kargo',
    ],
    [
      'a built-in carrier renamed',
      { carriers: DEFAULT_CARGO_SETTINGS.carriers.map((c, i) => (i === 1 ? { ...c, name: 'Başka' } : c)) },
      'carriers.1.name',
      'Aras Kargo',
    ],
    [
      'a fee table out of order',
      {
        desiFees: [
          { upToDesi: 5, fee: 60 },
          { upToDesi: 5, fee: 70 },
        ],
      },
      'desiFees.1.upToDesi',
      'büyük olmalıdır',
    ],
    ['an empty fee table', { desiFees: [] }, 'desiFees', 'en az 1'],
    ['a fee with three decimals', { desiFees: [{ upToDesi: 3, fee: 49.999 }] }, 'desiFees.0.fee', 'iki ondalık'],
    ['a return window under the cayma hakkı', { returnWindowDays: 7 }, 'returnWindowDays', 'en az 14'],
    ['a havale window of 0 days', { havalePaymentDays: 0 }, 'havalePaymentDays', 'en az 1'],
  ])('refuses %s, naming the field', (_, change, path, message) => {
    expect(firstIssue(change)).toEqual({ path, message: expect.stringContaining(message) });
    expect(firstIssue(change).message).toContain(path);
  });

  describe('the return address', () => {
    const address = {
      name: 'Moda Butik İade',
      phone: '+90 (216) 555-12-34',
      province: 'İstanbul',
      district: 'Kadıköy',
      line1: 'Caferağa Mah. Moda Cad. No: 1',
    };

    it('keeps the phone as 0XXX XXX XX XX and an empty second line', () => {
      expect(cargoSettingsSchema.parse({ returnAddress: address }).returnAddress).toEqual({ ...address, phone: '0216 555 12 34', line2: '' });
    });

    it.each([
      ['an unknown il', { province: 'Atlantis' }, 'returnAddress.province'],
      ['an ilçe of another il', { district: 'Çankaya' }, 'returnAddress.district'],
      ['a phone that is not Turkish', { phone: '+49 30 1234567' }, 'returnAddress.phone'],
      ['no address line', { line1: '  ' }, 'returnAddress.line1'],
    ])('refuses %s', (_, change, path) => {
      expect(firstIssue({ returnAddress: { ...address, ...change } }).path).toBe(path);
    });
  });

  it.each([
    ['0532 123 45 67', '0532 123 45 67'],
    ['5321234567', '0532 123 45 67'],
    ['+905321234567', '0532 123 45 67'],
    ['0090 212 555 12 34', '0212 555 12 34'],
    ['0850 123 45 67', '0850 123 45 67'],
    ['123', undefined],
    ['0632 123 45 67', undefined],
  ])('reads the phone %s as %s', (input, kept) => {
    expect(normalizeTrPhone(input)).toBe(kept);
  });
});
