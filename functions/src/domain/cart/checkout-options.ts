import { activeCarriers, COD_METHODS, formatIban, PAYMENT_METHOD_LABELS, type CheckoutOptionsAnswer } from '@shop/shared';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import { getCart } from '../../repositories/cart-repository';
import { getGeneralSettings } from '../../repositories/general-settings-repository';
import { price } from './cart-service';
import { contractPages } from './contract-pages';
import { contractTextsWithPages } from './contract-texts';
import { emptyCart } from '@shop/shared';

/**
 * What /odeme shows before the order: the active carriers, kapıda ödeme methods as Kargo Otomasyonu sets them, havale
 * only while the shop has a bank account (Genel Ayarlar), and the two contracts filled with the shop's details and
 * this cart's lines and totals (re-priced, not stored: a read); the shop's contract pages' text where published.
 */
export const checkoutOptions = async (cartId: string | undefined, now: number): Promise<CheckoutOptionsAnswer> => {
  const [settings, general, cart] = await Promise.all([getCargoSettings(), getGeneralSettings(), cartId ? getCart(cartId, now) : undefined]);
  const pages = contractPages(now);
  const priced = await price(cart ?? emptyCart('', new Date(now).toISOString()), now);
  const paymentMethods: CheckoutOptionsAnswer['paymentMethods'] = [
    ...COD_METHODS.map((method) => ({
      method,
      label: PAYMENT_METHOD_LABELS[method],
      fee: settings.codFees[method].fee,
      enabled: settings.codFees[method].enabled,
    })),
    { method: 'HAVALE_EFT', label: PAYMENT_METHOD_LABELS.HAVALE_EFT, fee: 0, enabled: general.bankAccounts.length > 0 },
  ];
  return {
    paymentMethods,
    bankAccounts: general.bankAccounts.map((a) => ({ bank: a.bank, accountName: a.accountName, iban: formatIban(a.iban) })),
    havalePaymentDays: settings.havalePaymentDays,
    carriers: activeCarriers(settings).map((c) => ({ code: c.code, name: c.name })),
    contracts: contractTextsWithPages({ ...settings, ...general }, priced.answer, paymentMethods, await pages),
  };
};
