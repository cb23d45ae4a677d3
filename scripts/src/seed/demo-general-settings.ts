import { getGeneralSettings, saveGeneralSettings } from '@shop/functions/repositories/general-settings-repository';
import { generalSettingsSchema, type GeneralSettings } from '@shop/shared';

/**
 * The demo shop's Genel Ayarlar: a name, contact details and company details that fill the
 * storefront's title and footer and the contracts' seller, and two made-up bank accounts (valid
 * TR check digits, mod 97) so havale/EFT can be tried at once.
 */
export const demoGeneralSettings = (): GeneralSettings =>
  generalSettingsSchema.parse({
    shopName: 'Demo Mağaza',
    contactEmail: 'destek@demomagaza.com.tr',
    contactPhone: '0212 555 12 34',
    address: { province: 'İstanbul', district: 'Kadıköy', line: 'Caferağa Mah. Moda Cad. No: 42 D: 3' },
    companyTitle: 'Demo Mağaza E-Ticaret Ltd. Şti.',
    mersisNo: '0987654321000015',
    taxNumber: '9876543217',
    social: { instagram: 'https://www.instagram.com/demomagaza', x: 'https://x.com/demomagaza' },
    seo: {
      title: 'Demo Mağaza | Giyim, Elektronik ve Ev Ürünleri',
      description: 'Demo Mağaza: giyimden elektroniğe yüzlerce ürün, 750 TL üzeri ücretsiz kargo, kapıda ödeme ve havale/EFT.',
    },
    bankAccounts: [
      { bank: 'Ziraat Bankası', accountName: 'Demo Mağaza E-Ticaret Ltd. Şti.', iban: 'TR33 0006 1005 1978 6457 8413 26' },
      { bank: 'Garanti BBVA', accountName: 'Demo Mağaza E-Ticaret Ltd. Şti.', iban: 'TR18 0006 2001 1900 0006 6723 15' },
    ],
  });

/**
 * Saves the demo settings if the shop never saved Genel Ayarlar; an edited one is kept. A shop that
 * kept bank accounts in Kargo Otomasyonu (read through until now) keeps those, not the demo's.
 * Answers whether it wrote.
 */
export const ensureDemoGeneralSettings = async (): Promise<boolean> => {
  const stored = await getGeneralSettings();
  if (stored.version > 0) return false;
  const demo = demoGeneralSettings();
  const bankAccounts = stored.bankAccounts.length > 0 ? stored.bankAccounts : demo.bankAccounts;
  return (await saveGeneralSettings({ ...demo, bankAccounts }, 0)).status === 'saved';
};
