import { paidBalanceOf, unshippedOf, type Order, type OrderActionKind } from '@shop/shared';
import type { ApiRequest } from '../../api/client';

/** What POST …/actions takes, as the client sends it. */
export type OrderActionBody = ApiRequest<'orderAction'>['body'];

/** Everything any action's dialog asks for; each action reads its own fields. Numbers are null while empty. */
export interface ActionDraft {
  readonly reference: string;
  readonly invoiceNumber: string;
  readonly carrierCode: string;
  readonly trackingNumber: string;
  readonly desi: number | null;
  /** Quantity to ship by line id. */
  readonly quantities: Readonly<Record<string, number | null>>;
  /** '' delivers every shipment still on its way. */
  readonly shipmentId: string;
  readonly reason: string;
  readonly amount: number | null;
  readonly method: 'ORIGINAL' | 'BANKA_HAVALESI';
  readonly iban: string;
  readonly note: string;
  readonly visibleToCustomer: boolean;
}

export type ActionField = keyof ActionDraft | 'lines';
export type ActionErrors = Partial<Record<ActionField, string>>;

/** A dialog's starting values: the carrier the shopper chose, ship what is left of every line, refund what was paid. */
export const initialDraft = (order: Order): ActionDraft => ({
  reference: '',
  invoiceNumber: '',
  carrierCode: order.carrier?.code ?? '',
  trackingNumber: '',
  desi: null,
  quantities: Object.fromEntries(order.lines.filter((l) => unshippedOf(l) > 0).map((l) => [l.id, unshippedOf(l)])),
  shipmentId: '',
  reason: '',
  amount: paidBalanceOf(order) > 0 ? paidBalanceOf(order) : null,
  method: 'ORIGINAL',
  iban: '',
  note: '',
  visibleToCustomer: false,
});

const REQUIRED = {
  invoiceNumber: 'Fatura no girin.',
  carrierCode: 'Kargo firması seçin.',
  trackingNumber: 'Takip numarası girin.',
  lines: 'En az bir ürün için gönderilecek adet girin.',
  reason: 'İptal nedeni girin.',
  amount: 'İade tutarını girin.',
  iban: 'Banka havalesi için IBAN girin.',
  note: 'Not girin.',
} as const;

const optional = (value: string) => (value.trim() === '' ? {} : { value: value.trim() });

/**
 * The request body for `action` from the dialog's values at `version`, or what is missing. Only
 * "is it filled in" is checked here; the server's rules (quantities left, formats) come back as 400
 * with the field, shown at the field.
 */
export const actionBody = (
  action: OrderActionKind,
  draft: ActionDraft,
  version: number,
): { ok: true; body: OrderActionBody } | { ok: false; errors: ActionErrors } => {
  const errors: ActionErrors = {};
  const need = (field: keyof typeof REQUIRED, missing: boolean) => {
    if (missing) errors[field] = REQUIRED[field];
  };
  let body: OrderActionBody;
  switch (action) {
    case 'CONFIRM':
    case 'PREPARE':
    case 'COMPLETE':
      body = { action, version };
      break;
    case 'MARK_PAID': {
      const reference = optional(draft.reference);
      body = { action, version, ...(reference.value ? { reference: reference.value } : {}) };
      break;
    }
    case 'ISSUE_INVOICE':
      need('invoiceNumber', draft.invoiceNumber.trim() === '');
      body = { action, version, invoiceNumber: draft.invoiceNumber.trim() };
      break;
    case 'SHIP': {
      const lines = Object.entries(draft.quantities)
        .filter((entry): entry is [string, number] => entry[1] !== null && entry[1] > 0)
        .map(([lineId, quantity]) => ({ lineId, quantity }));
      need('carrierCode', draft.carrierCode === '');
      need('trackingNumber', draft.trackingNumber.trim() === '');
      need('lines', lines.length === 0);
      body = {
        action,
        version,
        carrierCode: draft.carrierCode,
        trackingNumber: draft.trackingNumber.trim(),
        ...(draft.desi === null ? {} : { desi: draft.desi }),
        lines,
      };
      break;
    }
    case 'DELIVER':
      body = { action, version, ...(draft.shipmentId ? { shipmentId: draft.shipmentId } : {}) };
      break;
    case 'CANCEL':
      need('reason', draft.reason.trim() === '');
      body = { action, version, reason: draft.reason.trim() };
      break;
    case 'REFUND': {
      need('amount', draft.amount === null || draft.amount <= 0);
      const byBank = draft.method === 'BANKA_HAVALESI';
      need('iban', byBank && draft.iban.trim() === '');
      const reference = optional(draft.reference);
      body = {
        action,
        version,
        amount: draft.amount ?? 0,
        method: draft.method,
        ...(byBank ? { iban: draft.iban.replaceAll(' ', '').toUpperCase() } : {}),
        ...(reference.value ? { reference: reference.value } : {}),
      };
      break;
    }
    case 'NOTE':
      need('note', draft.note.trim() === '');
      body = { action, version, note: draft.note.trim(), visibleToCustomer: draft.visibleToCustomer };
      break;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
};

const FIELDS: readonly ActionField[] = [
  'reference',
  'invoiceNumber',
  'carrierCode',
  'trackingNumber',
  'desi',
  'lines',
  'shipmentId',
  'reason',
  'amount',
  'method',
  'iban',
  'note',
  'visibleToCustomer',
];

/** The dialog field a 400's `field` names (`lines.0.quantity` is the lines), or undefined for one the dialog does not show. */
export const dialogField = (field: string | undefined): ActionField | undefined => {
  const head = field?.split('.')[0];
  return FIELDS.find((f) => f === head);
};
