import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { ORDER_ACTION_LABELS, ORDER_LIMITS, paidBalanceOf, unshippedOf, type OrderActionKind, type OrderDetail } from '@shop/shared';
import { ApiError } from '../../api/client';
import { formatCurrency, formatNumber } from '../../format/format';
import { actionBody, dialogField, initialDraft, type ActionDraft, type ActionErrors, type ActionField, type OrderActionBody } from './action-draft';
import type { CarrierOption } from './order-carriers';
import { ORDER_TEXTS } from './texts';

const T = ORDER_TEXTS.dialog;
const DANGER: readonly OrderActionKind[] = ['CANCEL'];

interface Props {
  /** The action being taken; undefined while closed. */
  readonly action: OrderActionKind | undefined;
  /** The order as shown now: its version is the one the action is sent at. */
  readonly order: OrderDetail;
  readonly carriers: readonly CarrierOption[];
  /** Sends the body; resolves when the order took it, rejects with the API's error otherwise. */
  readonly send: (body: OrderActionBody) => Promise<void>;
  /** A 409: the page reloads the order; the dialog stays open with its values and the message. */
  readonly onConflict: () => void;
  readonly onHide: () => void;
}

/** One action's dialog: its fields, the order's version, and the API's refusal at the field (400) or on top (409). */
export function OrderActionDialog({ action, order, carriers, send, onConflict, onHide }: Props) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const hide = () => {
    if (!busy) onHide();
  };
  const label = action ? ORDER_ACTION_LABELS[action] : '';
  return (
    <Dialog
      header={label}
      visible={action !== undefined}
      onHide={hide}
      style={{ width: action === 'SHIP' ? 'min(44rem, 96vw)' : 'min(32rem, 96vw)' }}
      draggable={false}
      modal
      footer={
        <>
          <Button type="button" label={T.cancel} text onClick={hide} disabled={busy} />
          <Button
            type="submit"
            form={formId}
            label={busy ? T.submitting : label}
            icon="pi pi-check"
            severity={action && DANGER.includes(action) ? 'danger' : undefined}
            loading={busy}
          />
        </>
      }
    >
      {/* Mounted while open, so every opening starts from the order as it is now. */}
      {action ? (
        <ActionForm
          key={action}
          formId={formId}
          action={action}
          order={order}
          carriers={carriers}
          busy={busy}
          setBusy={setBusy}
          send={send}
          onConflict={onConflict}
        />
      ) : null}
    </Dialog>
  );
}

interface FormProps extends Omit<Props, 'action' | 'onHide'> {
  readonly formId: string;
  readonly action: OrderActionKind;
  readonly busy: boolean;
  readonly setBusy: (busy: boolean) => void;
}

function ActionForm({ formId, action, order, carriers, busy, setBusy, send, onConflict }: FormProps) {
  const id = useId();
  const fieldId = (name: ActionField) => `${id}-${name}`;
  const [draft, setDraft] = useState<ActionDraft>(() => initialDraft(order));
  const [errors, setErrors] = useState<ActionErrors>({});
  /** A refusal that belongs to no field: the 409's message, a 5xx, no connection. */
  const [formError, setFormError] = useState<string>();

  const set = <K extends keyof ActionDraft>(key: K, value: ActionDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  };

  /** Focus the first field in error, so a keyboard or screen-reader user lands on what to fix. */
  const showErrors = (next: ActionErrors) => {
    setErrors(next);
    const first = Object.keys(next)[0] as ActionField | undefined;
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = async () => {
    setFormError(undefined);
    const checked = actionBody(action, draft, order.version);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await send(checked.body);
      setBusy(false);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) {
        setFormError(error.message);
        onConflict();
      } else if (error instanceof ApiError && error.status === 400 && dialogField(error.field)) {
        showErrors({ [dialogField(error.field) as ActionField]: error.message });
      } else if (error instanceof ApiError && error.status < 500) setFormError(error.message);
      else setFormError(navigator.onLine ? T.failed : T.offline);
    }
  };

  const field = (name: ActionField, labelText: string, control: ReactNode, help?: string) => (
    <Field id={fieldId(name)} label={labelText} help={help} error={errors[name]}>
      {control}
    </Field>
  );
  const aria = (name: ActionField, help = false) => ({
    invalid: errors[name] !== undefined,
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': [help ? `${fieldId(name)}-help` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form
      id={formId}
      className="order-action-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      {formError ? <Message severity="error" text={formError} className="order-form-error" role="alert" /> : null}
      {action === 'CONFIRM' ? <p>{T.confirm}</p> : null}
      {action === 'PREPARE' ? <p>{T.prepare}</p> : null}
      {action === 'COMPLETE' ? <p>{T.complete}</p> : null}
      {action === 'MARK_PAID'
        ? field(
            'reference',
            T.reference,
            <InputText
              id={fieldId('reference')}
              value={draft.reference}
              maxLength={ORDER_LIMITS.reference}
              onChange={(e) => set('reference', e.target.value)}
              {...aria('reference', true)}
            />,
            T.referenceHelp,
          )
        : null}
      {action === 'ISSUE_INVOICE'
        ? field(
            'invoiceNumber',
            T.invoiceNumber,
            <InputText
              id={fieldId('invoiceNumber')}
              value={draft.invoiceNumber}
              maxLength={ORDER_LIMITS.invoiceNumber}
              onChange={(e) => set('invoiceNumber', e.target.value)}
              {...aria('invoiceNumber', true)}
            />,
            T.invoiceHelp,
          )
        : null}
      {action === 'SHIP' ? (
        <ShipFields order={order} carriers={carriers} draft={draft} set={set} field={field} aria={aria} fieldId={fieldId} errors={errors} />
      ) : null}
      {action === 'DELIVER'
        ? field(
            'shipmentId',
            T.shipment,
            <Dropdown
              inputId={fieldId('shipmentId')}
              value={draft.shipmentId}
              options={[
                { value: '', label: T.allShipments },
                ...order.shipments
                  .filter((s) => s.deliveredAt === undefined)
                  .map((s) => ({ value: s.id, label: T.shipmentOption(s.carrierName, s.trackingNumber) })),
              ]}
              onChange={(e) => set('shipmentId', e.value as string)}
              {...aria('shipmentId')}
            />,
          )
        : null}
      {action === 'CANCEL' ? (
        <>
          <Message severity="warn" text={T.cancelStock} className="order-form-note" />
          {order.paymentStatus === 'PAID' ? <Message severity="info" text={T.cancelPaid} className="order-form-note" /> : null}
          {field(
            'reason',
            T.reason,
            <InputTextarea
              id={fieldId('reason')}
              value={draft.reason}
              rows={3}
              maxLength={ORDER_LIMITS.reason}
              onChange={(e) => set('reason', e.target.value)}
              {...aria('reason')}
            />,
          )}
        </>
      ) : null}
      {action === 'REFUND' ? (
        <>
          {field(
            'amount',
            T.amount,
            <InputNumber
              inputId={fieldId('amount')}
              value={draft.amount}
              mode="currency"
              currency="TRY"
              locale="tr-TR"
              min={0}
              max={paidBalanceOf(order)}
              onValueChange={(e) => set('amount', e.value ?? null)}
              {...aria('amount', true)}
            />,
            T.amountHelp(formatCurrency(paidBalanceOf(order))),
          )}
          <fieldset className="order-radio-group">
            <legend>{T.method}</legend>
            {(['ORIGINAL', 'BANKA_HAVALESI'] as const).map((method) => (
              <div key={method} className="order-radio">
                <RadioButton
                  inputId={`${fieldId('method')}-${method}`}
                  name={fieldId('method')}
                  value={method}
                  checked={draft.method === method}
                  onChange={() => set('method', method)}
                />
                <label htmlFor={`${fieldId('method')}-${method}`}>{T.methods[method]}</label>
              </div>
            ))}
          </fieldset>
          {draft.method === 'BANKA_HAVALESI'
            ? field(
                'iban',
                T.iban,
                <InputText
                  id={fieldId('iban')}
                  value={draft.iban}
                  maxLength={40}
                  placeholder="TR00 0000 0000 0000 0000 0000 00"
                  autoComplete="off"
                  onChange={(e) => set('iban', e.target.value)}
                  {...aria('iban')}
                />,
              )
            : null}
          {field(
            'reference',
            T.reference,
            <InputText
              id={fieldId('reference')}
              value={draft.reference}
              maxLength={ORDER_LIMITS.reference}
              onChange={(e) => set('reference', e.target.value)}
              {...aria('reference')}
            />,
          )}
        </>
      ) : null}
      {action === 'NOTE' ? (
        <>
          {field(
            'note',
            T.note,
            <InputTextarea
              id={fieldId('note')}
              value={draft.note}
              rows={4}
              maxLength={ORDER_LIMITS.note}
              onChange={(e) => set('note', e.target.value)}
              {...aria('note')}
            />,
          )}
          <div className="order-checkbox">
            <Checkbox
              inputId={fieldId('visibleToCustomer')}
              checked={draft.visibleToCustomer}
              onChange={(e) => set('visibleToCustomer', e.checked === true)}
              aria-describedby={`${fieldId('visibleToCustomer')}-help`}
            />
            <label htmlFor={fieldId('visibleToCustomer')}>{T.visibleToCustomer}</label>
          </div>
          <small id={`${fieldId('visibleToCustomer')}-help`} className="order-field-help">
            {T.visibleHelp}
          </small>
        </>
      ) : null}
    </form>
  );
}

interface ShipProps {
  readonly order: OrderDetail;
  readonly carriers: readonly CarrierOption[];
  readonly draft: ActionDraft;
  readonly set: <K extends keyof ActionDraft>(key: K, value: ActionDraft[K]) => void;
  readonly field: (name: ActionField, label: string, control: ReactNode, help?: string) => ReactNode;
  readonly aria: (name: ActionField, help?: boolean) => Record<string, unknown>;
  readonly fieldId: (name: ActionField) => string;
  readonly errors: ActionErrors;
}

/** Kargoya ver: carrier, tracking number, desi, and how many of each line go in this parcel (what is left, or fewer). */
function ShipFields({ order, carriers, draft, set, field, aria, fieldId, errors }: ShipProps) {
  const open = order.lines.filter((l) => unshippedOf(l) > 0);
  // A single carrier needs no choosing; the shopper's choice stands only while it is still active.
  const only = carriers.length === 1 ? carriers[0]?.code : undefined;
  const offered = draft.carrierCode === '' || carriers.length === 0 || carriers.some((c) => c.code === draft.carrierCode);
  useEffect(() => {
    if (!offered) set('carrierCode', only ?? '');
    else if (only && draft.carrierCode === '') set('carrierCode', only);
  }, [only, offered, draft.carrierCode, set]);
  return (
    <>
      <div className="order-form-row">
        {field(
          'carrierCode',
          T.carrier,
          <Dropdown
            inputId={fieldId('carrierCode')}
            value={draft.carrierCode || null}
            options={carriers.map((c) => ({ value: c.code, label: c.name }))}
            placeholder={T.carrierPlaceholder}
            onChange={(e) => set('carrierCode', (e.value as string | null) ?? '')}
            {...aria('carrierCode')}
          />,
        )}
        {field(
          'trackingNumber',
          T.trackingNumber,
          <InputText
            id={fieldId('trackingNumber')}
            value={draft.trackingNumber}
            maxLength={ORDER_LIMITS.trackingNumber}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set('trackingNumber', e.target.value)}
            {...aria('trackingNumber')}
          />,
        )}
        {field(
          'desi',
          T.desi,
          <InputNumber
            inputId={fieldId('desi')}
            value={draft.desi}
            locale="tr-TR"
            min={0}
            maxFractionDigits={2}
            onValueChange={(e) => set('desi', e.value ?? null)}
            {...aria('desi')}
          />,
        )}
      </div>
      <fieldset className="order-ship-lines" aria-describedby={errors.lines ? `${fieldId('lines')}-error` : undefined}>
        <legend id={fieldId('lines')} tabIndex={-1}>
          {T.shipLines}
        </legend>
        {open.map((line) => {
          const inputId = `${fieldId('lines')}-${line.id}`;
          const name = line.optionLabel ? `${line.name} (${line.optionLabel})` : line.name;
          return (
            <div key={line.id} className="order-ship-line">
              <label htmlFor={inputId}>
                <span>{name}</span>
                <small>
                  {line.sku} · {T.left(formatNumber(unshippedOf(line)))}
                </small>
              </label>
              <InputNumber
                inputId={inputId}
                value={draft.quantities[line.id] ?? null}
                min={0}
                max={unshippedOf(line)}
                maxFractionDigits={3}
                locale="tr-TR"
                showButtons
                buttonLayout="horizontal"
                size={4}
                aria-label={T.shipQuantity(name)}
                incrementButtonIcon="pi pi-plus"
                decrementButtonIcon="pi pi-minus"
                onValueChange={(e) => set('quantities', { ...draft.quantities, [line.id]: e.value ?? null })}
                invalid={errors.lines !== undefined}
              />
            </div>
          );
        })}
        {errors.lines ? (
          <small id={`${fieldId('lines')}-error`} className="p-error" role="alert">
            {errors.lines}
          </small>
        ) : null}
      </fieldset>
    </>
  );
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly help?: string | undefined;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

function Field({ id, label, help, error, children }: FieldProps) {
  return (
    <div className="order-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {help ? (
        <small id={`${id}-help`} className="order-field-help">
          {help}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
