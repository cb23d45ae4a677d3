import { randomUUID } from 'node:crypto';
import {
  SHOPPER_LIMITS,
  type Member,
  type ShopperAccount,
  type ShopperAddress,
  type ShopperAddressInput,
  type ShopperProfileUpdate,
} from '@shop/shared';
import { now } from '../../clock';
import {
  createMemberAccount,
  getStoredAccount,
  saveAccountData,
  saveMember,
  type AccountData,
  type StoredAccount,
} from '../../repositories/shopper-account-repository';
import { conflict, DomainError, invalid } from '../domain-error';

/** Who the shopper is, as their verified token says. */
export interface ShopperIdentity {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

const viewOf = ({ member, account }: StoredAccount): ShopperAccount => ({
  id: member.id,
  email: member.email,
  name: member.name,
  surname: member.surname,
  ...(member.phone ? { phone: member.phone } : {}),
  addresses: account.addresses,
  ...(account.kvkkConsent ? { kvkkConsent: account.kvkkConsent } : {}),
  createdAt: member.createdAt,
});

/**
 * The shopper's account, the member created on their first call (so they appear in Üyeler with the
 * names they signed up with). Two first calls at once: one writes, the other reads what it wrote.
 */
export const ensureAccount = async (shopper: ShopperIdentity): Promise<StoredAccount> => {
  const stored = await getStoredAccount(shopper.sub);
  if (stored) return stored;
  const member: Member = {
    id: shopper.sub,
    name: shopper.givenName.slice(0, SHOPPER_LIMITS.name),
    surname: shopper.familyName.slice(0, SHOPPER_LIMITS.name),
    email: shopper.email,
    createdAt: new Date(now()).toISOString(),
  };
  await createMemberAccount(member);
  const created = await getStoredAccount(shopper.sub);
  if (!created) throw new Error(`member ${shopper.sub} was not written`);
  return created;
};

export const getAccount = async (shopper: ShopperIdentity): Promise<ShopperAccount> => viewOf(await ensureAccount(shopper));

export const updateProfile = async (shopper: ShopperIdentity, update: ShopperProfileUpdate): Promise<ShopperAccount> => {
  const stored = await ensureAccount(shopper);
  const { phone: _dropped, ...rest } = stored.member;
  const member: Member = { ...rest, name: update.name, surname: update.surname, ...(update.phone ? { phone: update.phone } : {}) };
  await saveMember(member);
  return viewOf({ ...stored, member });
};

const STALE = 'Hesabınız aynı anda başka bir sekmede değişti; lütfen sayfayı yenileyip tekrar deneyin.';

/** Reads the account, applies `change` to its data and stores it conditioned on the version read. */
const changeAccount = async (shopper: ShopperIdentity, change: (data: AccountData) => Omit<AccountData, 'version'>): Promise<ShopperAccount> => {
  const stored = await ensureAccount(shopper);
  const next = change(stored.account);
  if ((await saveAccountData(shopper.sub, stored.account.version, next)) === 'stale') throw conflict(STALE);
  return viewOf({ member: stored.member, account: { ...next, version: stored.account.version + 1 } });
};

const addressOf = (id: string, input: ShopperAddressInput): ShopperAddress => ({
  id,
  name: input.name,
  il: input.il,
  ilce: input.ilce,
  line: input.line,
  ...(input.postalCode ? { postalCode: input.postalCode } : {}),
});

export const addAddress = (shopper: ShopperIdentity, input: ShopperAddressInput): Promise<ShopperAccount> =>
  changeAccount(shopper, (data) => {
    if (data.addresses.length >= SHOPPER_LIMITS.addresses)
      throw invalid(`En fazla ${SHOPPER_LIMITS.addresses} adres kaydedilebilir; yenisini eklemek için birini silin.`, 'addresses');
    return { ...data, addresses: [...data.addresses, addressOf(randomUUID(), input)] };
  });

const notFound = () => new DomainError('not-found', 'Adres bulunamadı.');

export const updateAddress = (shopper: ShopperIdentity, addressId: string, input: ShopperAddressInput): Promise<ShopperAccount> =>
  changeAccount(shopper, (data) => {
    if (!data.addresses.some((a) => a.id === addressId)) throw notFound();
    return { ...data, addresses: data.addresses.map((a) => (a.id === addressId ? addressOf(addressId, input) : a)) };
  });

export const deleteAddress = (shopper: ShopperIdentity, addressId: string): Promise<ShopperAccount> =>
  changeAccount(shopper, (data) => {
    if (!data.addresses.some((a) => a.id === addressId)) throw notFound();
    return { ...data, addresses: data.addresses.filter((a) => a.id !== addressId) };
  });

/** KVKK açık rıza given or withdrawn, with the moment (the shop must be able to show when). */
export const setConsent = (shopper: ShopperIdentity, accepted: boolean): Promise<ShopperAccount> =>
  changeAccount(shopper, (data) => ({ ...data, kvkkConsent: { accepted, at: new Date(now()).toISOString() } }));
