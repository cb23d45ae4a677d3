import { formatIban, type GeneralSettings, type ShopAddress } from '@shop/shared';

/** A bank account row as the form edits it, with a key of its own (rows are removed from the middle). */
export interface BankAccountDraft {
  readonly key: number;
  readonly bank: string;
  readonly accountName: string;
  readonly iban: string;
}

export type AddressDraft = { readonly [K in keyof ShopAddress]: string };

/** The form's state: what the settings hold, in the shapes inputs give (an unused address is blank). */
export type GeneralDraft = Omit<GeneralSettings, 'address' | 'bankAccounts'> & {
  readonly address: AddressDraft;
  readonly bankAccounts: readonly BankAccountDraft[];
};

const BLANK_ADDRESS: AddressDraft = { province: '', district: '', line: '' };

let nextKey = 0;
export const bankAccountRow = (account: Omit<BankAccountDraft, 'key'> = { bank: '', accountName: '', iban: '' }): BankAccountDraft => ({
  key: nextKey++,
  ...account,
});

export const toDraft = ({ version: _version, ...settings }: GeneralSettings & { version?: number }): GeneralDraft => ({
  ...settings,
  address: settings.address ?? BLANK_ADDRESS,
  bankAccounts: settings.bankAccounts.map((a) => bankAccountRow({ ...a, iban: formatIban(a.iban) })),
});

/** What the form sends, before the shared schema checks it: a blank address as none, the rows without their keys. */
export const fromDraft = (draft: GeneralDraft): Record<keyof GeneralSettings, unknown> => ({
  ...draft,
  address: Object.values(draft.address).every((v) => v.trim() === '') ? null : draft.address,
  bankAccounts: draft.bankAccounts.map(({ bank, accountName, iban }) => ({ bank, accountName, iban })),
});
