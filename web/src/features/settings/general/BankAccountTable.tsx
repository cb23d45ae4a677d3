import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { GENERAL_LIMITS } from '@shop/shared';
import { bankAccountRow, type BankAccountDraft } from './general-draft';
import { GENERAL_TEXTS } from './texts';

const T = GENERAL_TEXTS.banks;

interface Props {
  readonly rows: readonly BankAccountDraft[];
  readonly onChange: (rows: BankAccountDraft[]) => void;
  readonly readOnly: boolean;
}

/** The shop's accounts for havale/EFT: bank, account name and IBAN (checked by the shared schema on save). */
export function BankAccountTable({ rows, onChange, readOnly }: Props) {
  const update = (key: number, change: Partial<BankAccountDraft>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <>
      {rows.length === 0 ? (
        <p className="cargo-help">{T.empty}</p>
      ) : (
        // Three text inputs a row: on a phone the table scrolls sideways inside the page.
        <div className="cargo-scroll">
          <table className="cargo-fees" aria-label={T.label}>
            <thead>
              <tr>
                <th scope="col">{T.bank}</th>
                <th scope="col">{T.accountName}</th>
                <th scope="col">{T.iban}</th>
                {readOnly ? null : <td />}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.key}>
                  <td>
                    <InputText
                      value={row.bank}
                      aria-label={T.bankLabel(i)}
                      maxLength={GENERAL_LIMITS.bankName}
                      disabled={readOnly}
                      onChange={(e) => update(row.key, { bank: e.target.value })}
                    />
                  </td>
                  <td>
                    <InputText
                      value={row.accountName}
                      aria-label={T.accountNameLabel(i)}
                      maxLength={GENERAL_LIMITS.accountName}
                      disabled={readOnly}
                      onChange={(e) => update(row.key, { accountName: e.target.value })}
                    />
                  </td>
                  <td>
                    <InputText
                      value={row.iban}
                      aria-label={T.ibanLabel(i)}
                      className="general-iban"
                      placeholder="TR00 0000 0000 0000 0000 0000 00"
                      maxLength={40}
                      autoComplete="off"
                      spellCheck={false}
                      disabled={readOnly}
                      onChange={(e) => update(row.key, { iban: e.target.value })}
                    />
                  </td>
                  {readOnly ? null : (
                    <td>
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        rounded
                        severity="danger"
                        aria-label={T.removeLabel(i)}
                        onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {readOnly ? null : (
        <div>
          <Button
            type="button"
            label={T.add}
            icon="pi pi-plus"
            outlined
            disabled={rows.length >= GENERAL_LIMITS.bankAccounts}
            onClick={() => onChange([...rows, bankAccountRow()])}
          />
        </div>
      )}
    </>
  );
}
