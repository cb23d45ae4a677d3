import { getCargoSettings, saveCargoSettings } from '@shop/functions/repositories/cargo-settings-repository';
import { cargoSettingsSchema, DEFAULT_CARGO_SETTINGS, type CargoSettings } from '@shop/shared';

/**
 * The demo shop's Kargo Otomasyonu: three carriers in use (PTT and Sürat switched off), a typical
 * 2026 desi tariff, free shipping from ₺750, kapıda ödeme with its fees and an Istanbul return
 * address (the bank accounts are Genel Ayarlar', demo-general-settings.ts).
 */
export const demoCargoSettings = (): CargoSettings =>
  cargoSettingsSchema.parse({
    ...DEFAULT_CARGO_SETTINGS,
    carriers: DEFAULT_CARGO_SETTINGS.carriers.map((c) => ({ ...c, isActive: !['PTT', 'SURAT'].includes(c.code) })),
    desiFees: [
      { upToDesi: 3, fee: 49.9 },
      { upToDesi: 5, fee: 64.9 },
      { upToDesi: 10, fee: 89.9 },
      { upToDesi: 15, fee: 109.9 },
      { upToDesi: 20, fee: 129.9 },
      { upToDesi: 30, fee: 169.9 },
    ],
    extraDesiFee: 5.9,
    freeShippingThreshold: 750,
    codFees: { KAPIDA_NAKIT: { enabled: true, fee: 24.9 }, KAPIDA_KART: { enabled: true, fee: 29.9 } },
    havalePaymentDays: 3,
    returnWindowDays: 14,
    returnAddress: {
      name: 'Demo Mağaza İade Birimi',
      phone: '0212 555 34 34',
      province: 'İstanbul',
      district: 'Esenyurt',
      line1: 'Zafer Mah. Depo Sok. No: 12',
      line2: 'Merkez Depo, İade Kabul',
    },
  });

/** Saves the demo settings if the shop never saved Kargo Otomasyonu; an edited one is kept. Answers whether it wrote. */
export const ensureDemoCargoSettings = async (): Promise<boolean> => {
  if ((await getCargoSettings()).version > 0) return false;
  return (await saveCargoSettings(demoCargoSettings(), 0)).status === 'saved';
};
