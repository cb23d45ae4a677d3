import { useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { STOCK_LIMITS, type AdjustmentReason, type StockLevel, type StockMovementRequest, type Warehouse } from '@shop/shared';
import { ApiError } from '../../../api/client';
import { formatNumber } from '../../../format/format';
import { createMovement } from './stock-api';
import { STOCK_TEXTS as T } from './texts';

export type MovementMode = 'adjust' | 'transfer';

interface Props {
  readonly mode: MovementMode;
  readonly level: StockLevel;
  readonly warehouses: readonly Warehouse[];
  readonly onHide: () => void;
  readonly onSaved: () => void;
}

/** **Stok düzelt** (± quantity with a reason) or **Transfer** (to another active warehouse) for one level. */
export function MovementDialog({ mode, level, warehouses, onHide, onSaved }: Props) {
  const id = useId();
  const [quantity, setQuantity] = useState<number | null>(null);
  const [reason, setReason] = useState<AdjustmentReason | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The key of this dialog's submission: sent again with an unchanged form (a retry after a lost
  // answer must not move stock twice), replaced when the form changed (that is a new request).
  const sent = useRef<{ body: string; key: string }>(undefined);
  const targets = warehouses.filter((w) => w.isActive && w.id !== level.warehouseId);
  const texts = mode === 'adjust' ? T.adjust : T.transfer;

  const submit = async () => {
    setFormError(undefined);
    const missing: Record<string, string> = {};
    if (quantity === null || quantity === 0) missing.quantity = T.required;
    if (mode === 'adjust' && !reason) missing.reason = T.required;
    if (mode === 'transfer' && !to) missing.toWarehouseId = T.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0 || quantity === null) return;
    setBusy(true);
    const base = { variantId: level.variantId, warehouseId: level.warehouseId, ...(note.trim() ? { note: note.trim() } : {}) };
    const request: StockMovementRequest =
      mode === 'adjust'
        ? { ...base, kind: 'ADJUSTMENT', quantity, reason: reason as AdjustmentReason }
        : { ...base, kind: 'TRANSFER', quantity, toWarehouseId: to as string };
    const body = JSON.stringify(request);
    if (sent.current?.body !== body) sent.current = { body, key: crypto.randomUUID() };
    try {
      await createMovement({ ...request, idempotencyKey: sent.current.key });
      onSaved();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 400 && error.field) setErrors({ [error.field]: error.message });
      else if (error instanceof ApiError && error.status < 500) setFormError(error.message);
      else setFormError(navigator.onLine ? T.failed : T.offline);
    }
  };
  const fieldError = (name: string) =>
    errors[name] ? (
      <small id={`${id}-${name}-error`} className="p-error" role="alert">
        {errors[name]}
      </small>
    ) : null;

  return (
    <Dialog
      header={texts.header(level.sku)}
      visible
      modal
      draggable={false}
      style={{ width: 'min(30rem, 95vw)' }}
      onHide={() => {
        if (!busy) onHide();
      }}
      footer={
        <>
          <Button type="button" label={T.cancel} text onClick={onHide} disabled={busy} />
          <Button type="submit" form={id} label={texts.submit} icon="pi pi-check" loading={busy} />
        </>
      }
    >
      <form
        id={id}
        className="stock-form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        {formError ? <Message severity="error" text={formError} /> : null}
        <p className="stock-form-level">
          {level.productName}
          {level.optionLabel ? ` (${level.optionLabel})` : ''} · {T.columns.onHand}: {formatNumber(level.onHand)} · {T.columns.available}:{' '}
          {formatNumber(level.available)}
        </p>
        {mode === 'transfer' ? (
          <div className="stock-field">
            <label htmlFor={`${id}-to`}>{T.transfer.to}</label>
            <Dropdown
              inputId={`${id}-to`}
              value={to}
              options={targets}
              optionLabel="name"
              optionValue="id"
              onChange={(e) => setTo(e.value as string)}
              invalid={errors.toWarehouseId !== undefined}
              aria-describedby={errors.toWarehouseId ? `${id}-toWarehouseId-error` : undefined}
            />
            {fieldError('toWarehouseId')}
          </div>
        ) : null}
        <div className="stock-field">
          <label htmlFor={`${id}-quantity`}>{texts.quantity}</label>
          <InputNumber
            inputId={`${id}-quantity`}
            value={quantity}
            onValueChange={(e) => setQuantity(e.value ?? null)}
            locale="tr-TR"
            maxFractionDigits={3}
            min={mode === 'transfer' ? 0 : -STOCK_LIMITS.maxQuantity}
            max={STOCK_LIMITS.maxQuantity}
            showButtons={mode === 'adjust'}
            invalid={errors.quantity !== undefined}
            aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
          />
          {mode === 'transfer' ? <small>{T.transfer.available(formatNumber(level.available))}</small> : null}
          {fieldError('quantity')}
        </div>
        {mode === 'adjust' ? (
          <div className="stock-field">
            <label htmlFor={`${id}-reason`}>{T.adjust.reason}</label>
            <Dropdown
              inputId={`${id}-reason`}
              value={reason}
              options={[...T.reasonOptions]}
              onChange={(e) => setReason(e.value as AdjustmentReason)}
              invalid={errors.reason !== undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            />
            {fieldError('reason')}
          </div>
        ) : null}
        <div className="stock-field">
          <label htmlFor={`${id}-note`}>{T.adjust.note}</label>
          <InputText id={`${id}-note`} value={note} maxLength={STOCK_LIMITS.note} onChange={(e) => setNote(e.target.value)} />
          {fieldError('note')}
        </div>
      </form>
    </Dialog>
  );
}
