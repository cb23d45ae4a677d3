import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import {
  RETURN_ACTION_LABELS,
  RETURN_LIMITS,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  type RefundMethod,
  type Return,
  type ReturnAction,
  type ReturnActionKind,
  type Warehouse,
} from '@shop/shared';
import { ApiError } from '../../api/client';
import { fetchWarehouses, sendReturnAction } from './return-api';
import { RETURN_TEXTS } from './texts';

const T = RETURN_TEXTS.action;

interface Props {
  readonly action: ReturnActionKind;
  readonly ret: Return;
  readonly onCancel: () => void;
  readonly onSaved: (ret: Return) => void;
  /** A 409 (stale or impossible now), with its message: the detail says it and reads the return again. */
  readonly onConflict: (message: string) => void;
}

interface ReceiveRow {
  readonly received: number;
  readonly damaged: number;
  readonly restock: boolean;
  readonly warehouseId: string | undefined;
}

const CONFIRM: Partial<Record<ReturnActionKind, string>> = { MARK_IN_TRANSIT: T.inTransit, CLOSE: T.close, CANCEL: T.cancelReturn };

/** One action's fields under the return, sent at the return's version; the API's refusal shows at its field (400) or on top (409). */
export function ReturnActionForm({ action, ret, onCancel, onSaved, onConflict }: Props) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [returnCode, setReturnCode] = useState('');
  const [reason, setReason] = useState('');
  const [rows, setRows] = useState<ReceiveRow[]>(() =>
    ret.lines.map((l) => ({ received: l.quantity, damaged: 0, restock: true, warehouseId: undefined })),
  );
  const [amount, setAmount] = useState<number | null>(
    () => Math.round(ret.lines.reduce((s, l) => s + l.unitPrice * l.receivedQuantity, 0) * 100) / 100 || null,
  );
  const [includeShipping, setIncludeShipping] = useState(false);
  const [method, setMethod] = useState<RefundMethod>('ORIGINAL');
  const [iban, setIban] = useState('');
  const [reference, setReference] = useState('');
  const [warehouses, setWarehouses] = useState<readonly Warehouse[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens under the button that asked for it: keyboard users land on its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea, button[type="submit"]')?.focus();
  }, []);

  useEffect(() => {
    if (action !== 'RECEIVE') return;
    const controller = new AbortController();
    // Roles that may not read warehouses restock into the line's own warehouse (no choice shown).
    fetchWarehouses(controller.signal).then(
      (list) => setWarehouses(list.filter((w) => w.isActive)),
      () => setWarehouses([]),
    );
    return () => controller.abort();
  }, [action]);

  const body = (): ReturnAction | Record<string, string> => {
    const version = ret.version;
    switch (action) {
      case 'APPROVE':
        return returnCode.trim() ? { action, version, returnCode: returnCode.trim() } : { returnCode: T.required(T.returnCode) };
      case 'REJECT':
        return reason.trim() ? { action, version, reason: reason.trim() } : { reason: T.required(T.rejectReason) };
      case 'RECEIVE':
        return {
          action,
          version,
          lines: ret.lines.map((l, i) => {
            const r = rows[i] as ReceiveRow;
            return {
              orderLineId: l.orderLineId,
              receivedQuantity: r.received,
              damagedQuantity: r.damaged,
              restock: r.restock,
              ...(r.restock && r.warehouseId ? { warehouseId: r.warehouseId } : {}),
            };
          }),
        };
      case 'REFUND':
        if (!amount) return { amount: T.required(T.amount) };
        if (method === 'BANK_TRANSFER' && !iban.trim()) return { iban: T.required(T.iban) };
        return {
          action,
          version,
          amount,
          includeShipping,
          method,
          ...(method === 'BANK_TRANSFER' ? { iban: iban.trim() } : {}),
          ...(reference.trim() ? { reference: reference.trim() } : {}),
        };
      default:
        return { action, version };
    }
  };

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = async () => {
    setFormError(undefined);
    const checked = body();
    if (!('action' in checked)) {
      showErrors(checked);
      return;
    }
    setBusy(true);
    try {
      const next = await sendReturnAction(ret.id, checked as ReturnAction);
      setBusy(false);
      onSaved(next);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) onConflict(error.message);
      else if (error instanceof ApiError && error.status === 400 && error.field && document.getElementById(fieldId(error.field))) {
        showErrors({ [error.field]: error.message });
      } else if (error instanceof ApiError && error.status < 500) setFormError(error.message);
      else setFormError(navigator.onLine ? T.failed : T.offline);
    }
  };

  const field = (name: string, label: string, control: ReactNode, help?: string) => (
    <div className="return-field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {control}
      {help ? <small id={`${fieldId(name)}-help`}>{help}</small> : null}
      {errors[name] ? (
        <small id={`${fieldId(name)}-error`} className="p-error">
          {errors[name]}
        </small>
      ) : null}
    </div>
  );
  const aria = (name: string) => ({
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });
  const setRow = (i: number, change: Partial<ReceiveRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));

  return (
    <form
      ref={formRef}
      className="return-action-form"
      noValidate
      aria-busy={busy}
      aria-label={RETURN_ACTION_LABELS[action]}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      {formError ? <Message severity="error" text={formError} role="alert" /> : null}
      {CONFIRM[action] ? <p>{CONFIRM[action]}</p> : null}
      {action === 'APPROVE'
        ? field(
            'returnCode',
            T.returnCode,
            <InputText
              id={fieldId('returnCode')}
              value={returnCode}
              maxLength={RETURN_LIMITS.returnCode}
              onChange={(e) => setReturnCode(e.target.value)}
              {...aria('returnCode')}
            />,
            T.returnCodeHelp,
          )
        : null}
      {action === 'REJECT'
        ? field(
            'reason',
            T.rejectReason,
            <InputTextarea
              id={fieldId('reason')}
              value={reason}
              rows={3}
              maxLength={RETURN_LIMITS.reason}
              onChange={(e) => setReason(e.target.value)}
              {...aria('reason')}
            />,
          )
        : null}
      {action === 'RECEIVE'
        ? ret.lines.map((l, i) => {
            const r = rows[i] as ReceiveRow;
            return (
              <fieldset key={l.orderLineId} className="return-receive-row">
                <legend>
                  {l.name} · {l.sku}
                </legend>
                {field(
                  `lines.${i}.receivedQuantity`,
                  T.received(l.sku),
                  <InputNumber
                    inputId={fieldId(`lines.${i}.receivedQuantity`)}
                    value={r.received}
                    min={0}
                    max={l.quantity}
                    onValueChange={(e) => setRow(i, { received: e.value ?? 0 })}
                  />,
                )}
                {field(
                  `lines.${i}.damagedQuantity`,
                  T.damaged(l.sku),
                  <InputNumber
                    inputId={fieldId(`lines.${i}.damagedQuantity`)}
                    value={r.damaged}
                    min={0}
                    max={l.quantity}
                    onValueChange={(e) => setRow(i, { damaged: e.value ?? 0 })}
                  />,
                )}
                <div className="return-check">
                  <Checkbox
                    inputId={fieldId(`lines.${i}.restock`)}
                    checked={r.restock}
                    onChange={(e) => setRow(i, { restock: e.checked === true })}
                  />
                  <label htmlFor={fieldId(`lines.${i}.restock`)}>{T.restock(l.sku)}</label>
                </div>
                {r.restock && warehouses.length > 0
                  ? field(
                      `lines.${i}.warehouseId`,
                      T.warehouse(l.sku),
                      <Dropdown
                        inputId={fieldId(`lines.${i}.warehouseId`)}
                        value={r.warehouseId ?? null}
                        options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
                        placeholder="Siparişin deposu"
                        showClear
                        onChange={(e) => setRow(i, { warehouseId: (e.value as string | null) ?? undefined })}
                      />,
                    )
                  : null}
              </fieldset>
            );
          })
        : null}
      {action === 'REFUND' ? (
        <>
          {field(
            'amount',
            T.amount,
            <InputNumber
              inputId={fieldId('amount')}
              value={amount}
              mode="currency"
              currency="TRY"
              locale="tr-TR"
              min={0}
              onValueChange={(e) => setAmount(e.value ?? null)}
              {...aria('amount')}
            />,
          )}
          <div className="return-check">
            <Checkbox inputId={fieldId('includeShipping')} checked={includeShipping} onChange={(e) => setIncludeShipping(e.checked === true)} />
            <label htmlFor={fieldId('includeShipping')}>{T.includeShipping}</label>
          </div>
          {field(
            'method',
            T.method,
            <Dropdown
              inputId={fieldId('method')}
              value={method}
              options={REFUND_METHODS.map((value) => ({ value, label: REFUND_METHOD_LABELS[value] }))}
              onChange={(e) => setMethod(e.value as RefundMethod)}
            />,
          )}
          {method === 'BANK_TRANSFER'
            ? field(
                'iban',
                T.iban,
                <InputText id={fieldId('iban')} value={iban} maxLength={40} onChange={(e) => setIban(e.target.value)} {...aria('iban')} />,
                T.ibanHelp,
              )
            : null}
          {field(
            'reference',
            T.reference,
            <InputText
              id={fieldId('reference')}
              value={reference}
              maxLength={RETURN_LIMITS.reference}
              onChange={(e) => setReference(e.target.value)}
            />,
          )}
        </>
      ) : null}
      <div className="return-form-buttons">
        <Button type="button" label={T.cancel} text onClick={onCancel} disabled={busy} />
        <Button
          type="submit"
          label={busy ? T.submitting : RETURN_ACTION_LABELS[action]}
          icon="pi pi-check"
          loading={busy}
          severity={action === 'REJECT' || action === 'CANCEL' ? 'danger' : undefined}
        />
      </div>
    </form>
  );
}
