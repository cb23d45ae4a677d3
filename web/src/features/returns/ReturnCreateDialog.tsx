import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { RETURN_LIMITS, RETURN_REASON_LABELS, RETURN_REASONS, type OrderDetail, type ReturnReason } from '@shop/shared';
import { apiFetch, ApiError } from '../../api/client';
import { useRemoteData } from '../../api/use-remote-data';
import { formatNumber } from '../../format/format';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { createReturn, fetchOrderForReturn } from './return-api';
import { RETURN_TEXTS } from './texts';

const T = RETURN_TEXTS.create;
const A = RETURN_TEXTS.action;
const DAY_MS = 86_400_000;
const REASON_OPTIONS = RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }));

interface Props {
  /** The order a return is made for; undefined while closed. */
  readonly orderId: string | undefined;
  readonly onHide: () => void;
  readonly onCreated: (returnId: string) => void;
}

/** What is left to return of a line (as the server counts it). */
const returnableOf = (l: OrderDetail['lines'][number]) => Math.max(0, l.deliveredQuantity - l.returnRequestedQuantity - l.returnedQuantity);

/** "İade oluştur" from an order: its returnable lines with a quantity, a reason and a note each, and the window's confirmation. */
export function ReturnCreateDialog({ orderId, onHide, onCreated }: Props) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      header={orderId ? T.title(orderId) : ''}
      visible={orderId !== undefined}
      onHide={() => {
        if (!busy) onHide();
      }}
      style={{ width: 'min(48rem, 96vw)' }}
      draggable={false}
      modal
      footer={
        <>
          <Button type="button" label={A.cancel} text onClick={onHide} disabled={busy} />
          <Button type="submit" form={formId} label={busy ? A.submitting : T.submit} icon="pi pi-check" loading={busy} />
        </>
      }
    >
      {orderId ? <CreateForm key={orderId} formId={formId} orderId={orderId} setBusy={setBusy} onCreated={onCreated} /> : null}
    </Dialog>
  );
}

interface Loaded {
  readonly order: OrderDetail;
  readonly windowDays: number;
}

function CreateForm(props: { formId: string; orderId: string; setBusy: (b: boolean) => void; onCreated: (id: string) => void }) {
  const resource = useRemoteData(async (signal): Promise<Loaded> => {
    const [order, settings] = await Promise.all([fetchOrderForReturn(props.orderId, signal), apiFetch('getCargoSettings', { signal })]);
    return { order, windowDays: settings.returnWindowDays };
  }, props.orderId);
  return (
    <RemoteView resource={resource} loading={<p className="return-muted">{T.loading}</p>} summary={T.failed}>
      {(loaded) => <LinesForm {...props} {...loaded} />}
    </RemoteView>
  );
}

interface Row {
  readonly quantity: number;
  readonly reason: ReturnReason | undefined;
  readonly note: string;
}

function LinesForm({
  formId,
  order,
  windowDays,
  setBusy,
  onCreated,
}: Loaded & { formId: string; setBusy: (b: boolean) => void; onCreated: (id: string) => void }) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const lines = order.lines.filter((l) => returnableOf(l) > 0);
  const [rows, setRows] = useState<Row[]>(() => lines.map(() => ({ quantity: 0, reason: undefined, note: '' })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const deliveredAt = order.shipments
    .map((s) => s.deliveredAt)
    .filter((at): at is string => at !== undefined)
    .sort()
    .at(-1);
  const [late, setLate] = useState(() => deliveredAt !== undefined && Date.now() > new Date(deliveredAt).getTime() + windowDays * DAY_MS);
  const [confirmed, setConfirmed] = useState(false);
  if (lines.length === 0) return <p className="return-muted">{T.none}</p>;

  const setRow = (i: number, change: Partial<Row>) => {
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
    setErrors({});
  };
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = async () => {
    setFormError(undefined);
    const chosen = lines.map((l, i) => ({ line: l, row: rows[i] as Row, i })).filter((c) => c.row.quantity > 0);
    const found: Record<string, string> = {};
    if (chosen.length === 0) found['lines.0.quantity'] = T.nothing;
    for (const c of chosen) {
      if (!c.row.reason) found[`lines.${c.i}.reason`] = T.needReason;
      else if (c.row.reason === 'OTHER' && !c.row.note.trim()) found[`lines.${c.i}.note`] = T.needNote;
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setBusy(true);
    try {
      const made = await createReturn({
        orderId: order.id,
        lines: chosen.map((c) => ({
          orderLineId: c.line.id,
          quantity: c.row.quantity,
          reason: c.row.reason as ReturnReason,
          ...(c.row.note.trim() ? { note: c.row.note.trim() } : {}),
        })),
        confirmOutsideWindow: confirmed,
      });
      setBusy(false);
      onCreated(made.id);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) {
        // The window passed while the dialog was open (or the clock differs): ask for the confirmation.
        if (!confirmed) setLate(true);
        setFormError(error.message);
      } else if (error instanceof ApiError && error.status === 400 && error.field) {
        // The API names lines by their index in what was sent: map back to the row shown.
        const match = /^lines\.(\d+)\.(\w+)$/.exec(error.field);
        const sent = match ? chosen[Number(match[1])] : undefined;
        if (sent && match) showErrors({ [`lines.${sent.i}.${match[2]}`]: error.message });
        else setFormError(error.message);
      } else if (error instanceof ApiError && error.status < 500) setFormError(error.message);
      else setFormError(navigator.onLine ? A.failed : A.offline);
    }
  };

  const error = (name: string) =>
    errors[name] ? (
      <small id={`${fieldId(name)}-error`} className="p-error">
        {errors[name]}
      </small>
    ) : null;
  const aria = (name: string) => ({
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });

  return (
    <form
      id={formId}
      className="return-create-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{T.intro}</p>
      {formError ? <Message severity="error" text={formError} role="alert" /> : null}
      {lines.map((l, i) => {
        const r = rows[i] as Row;
        const name = l.optionLabel ? `${l.name} (${l.optionLabel})` : l.name;
        return (
          <fieldset key={l.id} className="return-create-row">
            <legend>
              {name} <small>{l.sku}</small>
            </legend>
            <div className="return-field">
              <label htmlFor={fieldId(`lines.${i}.quantity`)}>
                {T.quantity(name)} <small>({T.of(formatNumber(returnableOf(l)))})</small>
              </label>
              <InputNumber
                inputId={fieldId(`lines.${i}.quantity`)}
                value={r.quantity}
                min={0}
                max={returnableOf(l)}
                showButtons
                onValueChange={(e) => setRow(i, { quantity: e.value ?? 0 })}
                {...aria(`lines.${i}.quantity`)}
              />
              {error(`lines.${i}.quantity`)}
            </div>
            <div className="return-field">
              <label htmlFor={fieldId(`lines.${i}.reason`)}>{T.reason(name)}</label>
              <Dropdown
                inputId={fieldId(`lines.${i}.reason`)}
                value={r.reason ?? null}
                options={REASON_OPTIONS}
                placeholder={T.reasonPlaceholder}
                onChange={(e) => setRow(i, { reason: (e.value as ReturnReason | null) ?? undefined })}
                {...aria(`lines.${i}.reason`)}
              />
              {error(`lines.${i}.reason`)}
            </div>
            <div className="return-field">
              <label htmlFor={fieldId(`lines.${i}.note`)}>{T.note(name)}</label>
              <InputText
                id={fieldId(`lines.${i}.note`)}
                value={r.note}
                maxLength={RETURN_LIMITS.note}
                onChange={(e) => setRow(i, { note: e.target.value })}
                {...aria(`lines.${i}.note`)}
              />
              {error(`lines.${i}.note`)}
            </div>
          </fieldset>
        );
      })}
      {late ? (
        <div className="return-check return-warning">
          <Checkbox inputId={fieldId('confirm')} checked={confirmed} onChange={(e) => setConfirmed(e.checked === true)} />
          <label htmlFor={fieldId('confirm')}>{T.outside}</label>
        </div>
      ) : null}
    </form>
  );
}
