import { type CargoSettings, type Carrier, type ReturnAddress } from '@shop/shared';

/** A fee row as the form edits it: a key of its own (rows move when sorted) and numbers that may be emptied. */
export interface FeeRowDraft {
  readonly key: number;
  readonly upToDesi: number | null;
  readonly fee: number | null;
}
export type AddressDraft = { readonly [K in keyof ReturnAddress]: string };

/** The form's state: what the settings hold, in the shapes inputs give (an emptied number is null, an unused address is blank). */
export interface CargoDraft {
  readonly carriers: readonly Carrier[];
  readonly desiFees: readonly FeeRowDraft[];
  readonly extraDesiFee: number | null;
  readonly freeShippingThreshold: number | null;
  readonly codFees: CargoSettings['codFees'];
  readonly havalePaymentDays: number | null;
  readonly returnWindowDays: number | null;
  readonly returnAddress: AddressDraft;
}

const BLANK_ADDRESS: AddressDraft = { name: '', phone: '', province: '', district: '', line1: '', line2: '' };

let nextKey = 0;
export const feeRow = (upToDesi: number | null, fee: number | null): FeeRowDraft => ({ key: nextKey++, upToDesi, fee });

export const toDraft = ({ version: _version, ...settings }: CargoSettings & { version?: number }): CargoDraft => ({
  ...settings,
  desiFees: settings.desiFees.map((row) => feeRow(row.upToDesi, row.fee)),
  returnAddress: settings.returnAddress ?? BLANK_ADDRESS,
});

/** Ascending by desi; rows without a desi yet stay last, in the order they were added. */
export const sortFeeRows = (rows: readonly FeeRowDraft[]): FeeRowDraft[] =>
  [...rows].sort((a, b) => (a.upToDesi ?? Number.POSITIVE_INFINITY) - (b.upToDesi ?? Number.POSITIVE_INFINITY));

/** What the form sends, before the shared schema checks it: the rows sorted, a blank address as none. */
export const fromDraft = (draft: CargoDraft): Record<keyof CargoSettings, unknown> => ({
  ...draft,
  desiFees: sortFeeRows(draft.desiFees).map(({ upToDesi, fee }) => ({ upToDesi, fee })),
  returnAddress: Object.values(draft.returnAddress).every((v) => v.trim() === '') ? null : draft.returnAddress,
});
