import { isTckn, isVkn, normalizeTrPhone, trProvince } from '@shop/shared';
import type { CheckoutRequest, PaymentMethod } from '../cart/cart-api';
import { CART_TEXTS as C } from '../cart/texts';

/*
 * The checkout form's values and the instant checks the page makes before sending. The server is
 * the judge (its 400 names the field); these checks only spare the shopper a round trip.
 */

export interface CheckoutValues {
  email: string;
  phone: string;
  name: string;
  il: string;
  ilce: string;
  line: string;
  postalCode: string;
  invoiceKind: 'BIREYSEL' | 'KURUMSAL';
  tckn: string;
  title: string;
  vkn: string;
  taxOffice: string;
  /** Unticked, the invoice goes to the address below instead of the delivery address. */
  invoiceSameAsDelivery: boolean;
  invoiceIl: string;
  invoiceIlce: string;
  invoiceLine: string;
  invoicePostalCode: string;
  /** A carrier code from the checkout options (the first active one until the shopper picks another). */
  carrier: string;
  paymentMethod: PaymentMethod | '';
  acceptedPreInfo: boolean;
  acceptedContract: boolean;
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  email: '',
  phone: '',
  name: '',
  il: '',
  ilce: '',
  line: '',
  postalCode: '',
  invoiceKind: 'BIREYSEL',
  tckn: '',
  title: '',
  vkn: '',
  taxOffice: '',
  invoiceSameAsDelivery: true,
  invoiceIl: '',
  invoiceIlce: '',
  invoiceLine: '',
  invoicePostalCode: '',
  carrier: '',
  paymentMethod: '',
  acceptedPreInfo: false,
  acceptedContract: false,
};

/** The fields as the server names them in a 400, in the page's order (the first error is focused). */
export const CHECKOUT_FIELDS = [
  'email',
  'phone',
  'address.name',
  'address.il',
  'address.ilce',
  'address.line',
  'address.postalCode',
  'invoice.tckn',
  'invoice.title',
  'invoice.vkn',
  'invoice.taxOffice',
  'invoice.address.il',
  'invoice.address.ilce',
  'invoice.address.line',
  'invoice.address.postalCode',
  'carrier',
  'paymentMethod',
  'acceptedTerms',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The field whose error a change of a value answers (an edited field's error goes until the next send). */
export const FIELD_OF_VALUE: Record<keyof CheckoutValues, CheckoutField | undefined> = {
  email: 'email',
  phone: 'phone',
  name: 'address.name',
  il: 'address.il',
  ilce: 'address.ilce',
  line: 'address.line',
  postalCode: 'address.postalCode',
  invoiceKind: undefined,
  tckn: 'invoice.tckn',
  title: 'invoice.title',
  vkn: 'invoice.vkn',
  taxOffice: 'invoice.taxOffice',
  invoiceSameAsDelivery: undefined,
  invoiceIl: 'invoice.address.il',
  invoiceIlce: 'invoice.address.ilce',
  invoiceLine: 'invoice.address.line',
  invoicePostalCode: 'invoice.address.postalCode',
  carrier: 'carrier',
  paymentMethod: 'paymentMethod',
  acceptedPreInfo: 'acceptedTerms',
  acceptedContract: 'acceptedTerms',
};

/** The element id of a field's control (the terms' first checkbox for acceptedTerms). */
export const fieldId = (field: CheckoutField): string => `checkout-${field.replaceAll('.', '-')}`;

/** A server field name as this form knows it (`invoice` alone means the invoice's first field shown). */
export const formField = (field: string | undefined, values: CheckoutValues): CheckoutField | undefined => {
  if (!field) return undefined;
  if ((CHECKOUT_FIELDS as readonly string[]).includes(field)) return field as CheckoutField;
  if (field === 'address') return 'address.name';
  if (field === 'invoice.address') return 'invoice.address.il';
  if (field === 'invoice' || field === 'invoice.kind') return values.invoiceKind === 'BIREYSEL' ? 'invoice.tckn' : 'invoice.title';
  return undefined;
};

/** The server's message without the field path it starts with ("address.il Türkiye’nin…" reads "Türkiye’nin…"). */
export const withoutPath = (message: string, field: string): string => {
  const rest = message.startsWith(field) ? message.slice(field.length).replace(/^[:\s]+/, '') : message;
  return rest ? rest.charAt(0).toLocaleUpperCase('tr-TR') + rest.slice(1) : message;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the values, field by field; empty when the form may be sent. */
export const validateCheckout = (v: CheckoutValues): CheckoutErrors => {
  const errors: CheckoutErrors = {};
  const required = (field: CheckoutField, value: string, label: string) => {
    if (!value.trim()) errors[field] = C.required(label);
  };
  if (!EMAIL.test(v.email.trim())) errors.email = v.email.trim() ? C.invalidEmail : C.required(C.email);
  if (!normalizeTrPhone(v.phone.trim())) errors.phone = v.phone.trim() ? C.invalidPhone : C.required(C.phone);
  required('address.name', v.name, C.fullName);
  required('address.il', v.il, C.il);
  const province = trProvince(v.il);
  if (!province?.districts.includes(v.ilce)) errors['address.ilce'] = C.required(C.ilce);
  required('address.line', v.line, C.addressLine);
  if (v.postalCode.trim() && !/^\d{5}$/.test(v.postalCode.trim())) errors['address.postalCode'] = C.invalidPostalCode;
  if (v.invoiceKind === 'BIREYSEL') {
    if (!isTckn(v.tckn.trim())) errors['invoice.tckn'] = v.tckn.trim() ? C.invalidTckn : C.required(C.tckn);
  } else {
    required('invoice.title', v.title, C.companyTitle);
    if (!isVkn(v.vkn.trim())) errors['invoice.vkn'] = v.vkn.trim() ? C.invalidVkn : C.required(C.vkn);
    required('invoice.taxOffice', v.taxOffice, C.taxOffice);
  }
  if (!v.invoiceSameAsDelivery) {
    required('invoice.address.il', v.invoiceIl, C.il);
    if (!trProvince(v.invoiceIl)?.districts.includes(v.invoiceIlce)) errors['invoice.address.ilce'] = C.required(C.ilce);
    required('invoice.address.line', v.invoiceLine, C.addressLine);
    if (v.invoicePostalCode.trim() && !/^\d{5}$/.test(v.invoicePostalCode.trim())) errors['invoice.address.postalCode'] = C.invalidPostalCode;
  }
  if (!v.carrier) errors.carrier = C.mustChooseCarrier;
  if (!v.paymentMethod) errors.paymentMethod = C.mustChoosePayment;
  if (!v.acceptedPreInfo || !v.acceptedContract) errors.acceptedTerms = C.mustAccept;
  return errors;
};

const invoiceOf = (v: CheckoutValues): CheckoutRequest['invoice'] => {
  const address = v.invoiceSameAsDelivery
    ? {}
    : {
        address: {
          il: v.invoiceIl,
          ilce: v.invoiceIlce,
          line: v.invoiceLine.trim(),
          ...(v.invoicePostalCode.trim() ? { postalCode: v.invoicePostalCode.trim() } : {}),
        },
      };
  return v.invoiceKind === 'BIREYSEL'
    ? { kind: 'BIREYSEL', tckn: v.tckn.trim(), ...address }
    : { kind: 'KURUMSAL', title: v.title.trim(), vkn: v.vkn.trim(), taxOffice: v.taxOffice.trim(), ...address };
};

/** The request the server takes (call only once validateCheckout found nothing). */
export const checkoutRequest = (v: CheckoutValues): CheckoutRequest => ({
  email: v.email.trim(),
  phone: v.phone.trim(),
  address: {
    name: v.name.trim(),
    il: v.il,
    ilce: v.ilce,
    line: v.line.trim(),
    ...(v.postalCode.trim() ? { postalCode: v.postalCode.trim() } : {}),
  },
  invoice: invoiceOf(v),
  carrier: v.carrier,
  paymentMethod: v.paymentMethod as PaymentMethod,
  acceptedTerms: true,
});
