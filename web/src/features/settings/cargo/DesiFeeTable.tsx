import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { CARGO_LIMITS } from '@shop/shared';
import { feeRow, sortFeeRows, type FeeRowDraft } from './cargo-draft';
import { CARGO_TEXTS } from './texts';

const T = CARGO_TEXTS.fees;

interface Props {
  readonly rows: readonly FeeRowDraft[];
  readonly onChange: (rows: FeeRowDraft[]) => void;
  readonly readOnly: boolean;
}

/** The desi steps: each row says what a parcel up to its desi costs; rows sort by desi when a desi is left. */
export function DesiFeeTable({ rows, onChange, readOnly }: Props) {
  const update = (key: number, change: Partial<FeeRowDraft>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const last = rows.at(-1)?.upToDesi ?? 0;
  return (
    <>
      <table className="cargo-fees" aria-label={T.label}>
        <thead>
          <tr>
            <th scope="col">{T.upToDesi}</th>
            <th scope="col">{T.fee}</th>
            {readOnly ? null : <td />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.key}>
              <td>
                <InputNumber
                  value={row.upToDesi}
                  aria-label={T.upToDesiLabel(i)}
                  min={0}
                  max={CARGO_LIMITS.maxDesi}
                  maxFractionDigits={1}
                  locale="tr-TR"
                  suffix=" desi"
                  disabled={readOnly}
                  onValueChange={(e) => update(row.key, { upToDesi: e.value ?? null })}
                  onBlur={() => onChange(sortFeeRows(rows))}
                />
              </td>
              <td>
                <InputNumber
                  value={row.fee}
                  aria-label={T.feeLabel(i)}
                  mode="currency"
                  currency="TRY"
                  locale="tr-TR"
                  min={0}
                  max={CARGO_LIMITS.maxFee}
                  disabled={readOnly}
                  onValueChange={(e) => update(row.key, { fee: e.value ?? null })}
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
                    disabled={rows.length === 1}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {readOnly ? null : (
        <div>
          <Button
            type="button"
            label={T.addRow}
            icon="pi pi-plus"
            outlined
            disabled={rows.length >= CARGO_LIMITS.feeRows}
            onClick={() => onChange([...rows, feeRow(last + 5, rows.at(-1)?.fee ?? null)])}
          />
        </div>
      )}
    </>
  );
}
