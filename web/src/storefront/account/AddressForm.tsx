import { useId, useState, type SyntheticEvent } from 'react';
import { TR_PROVINCES, trProvince, type ShopperAddress } from '@shop/shared';
import type { Outcome } from './account-api';
import { ACCOUNT_TEXTS as T } from './texts';

export type AddressInput = Omit<ShopperAddress, 'id'>;

const EMPTY: AddressInput = { name: '', il: '', ilce: '', line: '' };

/** An address with il and ilçe from Türkiye's 81 provinces and their districts; the server checks them again. */
export function AddressForm({
  initial = EMPTY,
  onSave,
  onCancel,
}: {
  initial?: AddressInput;
  onSave: (address: AddressInput) => Promise<Outcome<unknown>>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [address, setAddress] = useState<AddressInput>(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const districts = trProvince(address.il)?.districts ?? [];
  const set = (change: Partial<AddressInput>) => setAddress((a) => ({ ...a, ...change }));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    const { postalCode, ...rest } = address;
    const outcome = await onSave({ ...rest, ...(postalCode ? { postalCode } : {}) });
    setBusy(false);
    setError(outcome.ok ? undefined : outcome.message);
  };

  return (
    <form className="sf-account-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-name`}>{T.addressName}</label>
      <input id={`${id}-name`} required maxLength={100} value={address.name} onChange={(e) => set({ name: e.target.value })} />
      <label htmlFor={`${id}-il`}>{T.il}</label>
      <select id={`${id}-il`} required value={address.il} onChange={(e) => set({ il: e.target.value, ilce: '' })}>
        <option value="">{T.chooseIl}</option>
        {TR_PROVINCES.map((p) => (
          <option key={p.code} value={p.name}>
            {p.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-ilce`}>{T.ilce}</label>
      <select id={`${id}-ilce`} required value={address.ilce} disabled={!address.il} onChange={(e) => set({ ilce: e.target.value })}>
        <option value="">{T.chooseIlce}</option>
        {districts.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-line`}>{T.line}</label>
      <textarea id={`${id}-line`} required maxLength={250} rows={2} value={address.line} onChange={(e) => set({ line: e.target.value })} />
      <label htmlFor={`${id}-postal`}>{T.postalCode}</label>
      <input
        id={`${id}-postal`}
        inputMode="numeric"
        pattern="\d{5}"
        maxLength={5}
        value={address.postalCode ?? ''}
        onChange={(e) => set({ postalCode: e.target.value })}
      />
      {error && (
        <p role="alert" className="sf-account-error">
          {error}
        </p>
      )}
      <div className="sf-account-actions">
        <button type="submit" className="sf-btn" disabled={busy}>
          {T.saveAddress}
        </button>
        {onCancel && (
          <button type="button" className="sf-btn sf-btn--outline" onClick={onCancel}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
