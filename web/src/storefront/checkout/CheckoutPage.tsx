import '../cart/cart.css';
import { TR_PROVINCES, trProvince } from '@shop/shared';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { signedInIdToken } from '../account/session';
import { shopperConfig } from '../account/shopper-config';
import { Dialog } from '../components/Dialog';
import { formatPrice, setPageMeta, withShopName } from '../format';
import { LoadError, Status } from '../Page';
import { useRemote } from '../use-remote';
import { fetchCheckoutOptions, placeOrder, type CartAnswer, type CheckoutOptions, type Contract, type StockConflict } from '../cart/cart-api';
import { forgetCart, useCartState } from '../cart/cart-store';
import { loadCart } from '../cart/cart-writes';
import { CartNotices, CartTotals, FreeShippingNote } from '../cart/CartTotals';
import { CouponForm } from '../cart/CouponForm';
import { CART_TEXTS as C } from '../cart/texts';
import { BankAccountList } from './BankAccountList';
import {
  CHECKOUT_FIELDS,
  checkoutRequest,
  EMPTY_CHECKOUT,
  FIELD_OF_VALUE,
  fieldId,
  formField,
  validateCheckout,
  withoutPath,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-form';

/** One key per checkout attempt: a retried or double-clicked submit sends the same one, so the server returns the same order. */
const newIdempotencyKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const errorId = (field: CheckoutField) => `${fieldId(field)}-error`;

function FieldError({ field, errors }: { field: CheckoutField; errors: CheckoutErrors }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(field)} className="sf-error">
      {message}
    </p>
  ) : null;
}

/** The attributes that tie a control to its error. */
const invalidProps = (field: CheckoutField, errors: CheckoutErrors) =>
  errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

function TextField({
  field,
  label,
  value,
  errors,
  onChange,
  hint,
  ...input
}: {
  field: CheckoutField;
  label: string;
  value: string;
  errors: CheckoutErrors;
  onChange: (value: string) => void;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
}) {
  const hintId = `${fieldId(field)}-hint`;
  const describedBy = [hint ? hintId : '', errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sf-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        className="sf-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="sf-hint">
          {hint}
        </p>
      )}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

function Step({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`sf-step${className ? ` ${className}` : ''}`}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

type PlacePart = 'il' | 'ilce' | 'line' | 'postalCode';
const DELIVERY_VALUE = { il: 'il', ilce: 'ilce', line: 'line', postalCode: 'postalCode' } as const satisfies Record<PlacePart, keyof CheckoutValues>;
const INVOICE_VALUE = {
  il: 'invoiceIl',
  ilce: 'invoiceIlce',
  line: 'invoiceLine',
  postalCode: 'invoicePostalCode',
} as const satisfies Record<PlacePart, keyof CheckoutValues>;

/** İl and ilçe (from Türkiye's 81 provinces), the street line and the postal code: the delivery address's and the invoice's alike. */
function PlaceFields({
  fields,
  values,
  errors,
  autoComplete,
  onChange,
}: {
  fields: Record<PlacePart, CheckoutField>;
  values: Record<PlacePart, string>;
  errors: CheckoutErrors;
  /** The autofill section: `shipping` or `billing`. */
  autoComplete: 'shipping' | 'billing';
  onChange: (part: PlacePart, value: string) => void;
}) {
  const province = trProvince(values.il);
  return (
    <>
      <div className="sf-field-row">
        <div className="sf-field">
          <label htmlFor={fieldId(fields.il)}>{C.il}</label>
          <select
            id={fieldId(fields.il)}
            className="sf-input"
            autoComplete={`${autoComplete} address-level1`}
            value={values.il}
            onChange={(event) => {
              onChange('il', event.target.value);
              // Another il's ilçe is not one of this one's.
              onChange('ilce', '');
            }}
            {...invalidProps(fields.il, errors)}
          >
            <option value="">{C.chooseIl}</option>
            {TR_PROVINCES.map((p) => (
              <option key={p.code} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
          <FieldError field={fields.il} errors={errors} />
        </div>
        <div className="sf-field">
          <label htmlFor={fieldId(fields.ilce)}>{C.ilce}</label>
          <select
            id={fieldId(fields.ilce)}
            className="sf-input"
            autoComplete={`${autoComplete} address-level2`}
            value={values.ilce}
            onChange={(event) => onChange('ilce', event.target.value)}
            {...invalidProps(fields.ilce, errors)}
          >
            <option value="">{province ? C.chooseIlce : C.chooseIlFirst}</option>
            {province?.districts.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          <FieldError field={fields.ilce} errors={errors} />
        </div>
      </div>
      <TextField
        field={fields.line}
        label={C.addressLine}
        autoComplete={`${autoComplete} street-address`}
        maxLength={250}
        hint={C.addressHint}
        value={values.line}
        errors={errors}
        onChange={(v) => onChange('line', v)}
      />
      <TextField
        field={fields.postalCode}
        label={C.postalCode}
        autoComplete={`${autoComplete} postal-code`}
        inputMode="numeric"
        maxLength={5}
        value={values.postalCode}
        errors={errors}
        onChange={(v) => onChange('postalCode', v)}
      />
    </>
  );
}

function BankAccounts({ options }: { options: CheckoutOptions }) {
  return (
    <div className="sf-havale">
      <p>{C.havaleIntro(options.havalePaymentDays)}</p>
      <BankAccountList accounts={options.bankAccounts} />
    </div>
  );
}

/** The 409: which lines cannot be had in the asked quantity, and the way back to the cart to fix them. */
function ConflictAlert({ conflict, cart }: { conflict: StockConflict; cart: CartAnswer }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [conflict]);
  return (
    <div ref={ref} className="sf-checkout-alert" role="alert" tabIndex={-1}>
      <p>
        <strong>{C.stockConflict}</strong>
      </p>
      <ul>
        {conflict.lines.map((line) => {
          const inCart = cart.lines.find((l) => l.variantId === line.variantId);
          const name = inCart ? [inCart.name, inCart.optionsLabel].filter(Boolean).join(' – ') : line.variantId;
          return <li key={line.variantId}>{C.stockLine(name, line.available)}</li>;
        })}
      </ul>
      <a className="sf-btn" href="/sepet">
        {C.backToCart}
      </a>
    </div>
  );
}

function CheckoutForm({ cart, options, navigate }: { cart: CartAnswer; options: CheckoutOptions; navigate: (url: string) => void }) {
  const methods = options.paymentMethods.filter((m) => m.enabled);
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_CHECKOUT,
    carrier: options.carriers[0]?.code ?? '',
    paymentMethod: methods.length === 1 && methods[0] ? methods[0].method : '',
  }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [sending, setSending] = useState(false);
  const [conflict, setConflict] = useState<StockConflict>();
  const [formError, setFormError] = useState<string>();
  const [contract, setContract] = useState<Contract>();
  const key = useRef<string>(undefined);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const invoiceName = useId();
  const set = <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    const field = FIELD_OF_VALUE[name];
    if (field) setErrors(({ [field]: _answered, ...rest }) => rest);
  };
  const chosen = methods.find((m) => m.method === values.paymentMethod);
  const preInfo = options.contracts.find((c) => c.kind === 'ON_BILGILENDIRME');
  const distance = options.contracts.find((c) => c.kind === 'MESAFELI_SATIS');

  const focusField = (field: CheckoutField) => document.getElementById(fieldId(field))?.focus();

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateCheckout(values);
    setErrors(found);
    setFormError(undefined);
    const first = CHECKOUT_FIELDS.find((f) => found[f]);
    if (first) {
      focusField(first);
      return;
    }
    key.current ??= newIdempotencyKey();
    setSending(true);
    setConflict(undefined);
    const outcome = await placeOrder(checkoutRequest(values), key.current, await signedInIdToken(shopperConfig));
    if (outcome.kind === 'placed') {
      forgetCart();
      navigate(`/siparis/${encodeURIComponent(outcome.order.orderNo)}?t=${encodeURIComponent(outcome.order.token)}`);
      return;
    }
    setSending(false);
    if (outcome.kind === 'stock') {
      key.current = undefined;
      setConflict(outcome.conflict);
      return;
    }
    // No answer or a server fault: the same key goes with the retry, so an order that was made is not made twice.
    const answered = outcome.status > 0 && outcome.status < 500;
    if (answered) key.current = undefined;
    const field = formField(outcome.field, values);
    if (answered && field && outcome.message && outcome.field) {
      setErrors({ [field]: withoutPath(outcome.message, outcome.field) });
      focusField(field);
      return;
    }
    setFormError(outcome.status === 0 ? C.checkoutOffline : (outcome.message ?? C.checkoutFailed));
    // After the render that shows it.
    setTimeout(() => formErrorRef.current?.focus());
  };

  return (
    <form className="sf-checkout-layout" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="sf-checkout-title">
      <div className="sf-checkout-steps">
        <CartNotices cart={cart} />
        {conflict && <ConflictAlert conflict={conflict} cart={cart} />}
        {!cart.orderable && (
          <p className="sf-checkout-alert">
            {C.notOrderable} <a href="/sepet">{C.backToCart}</a>
          </p>
        )}
        <Step title={C.contact}>
          <TextField
            field="email"
            label={C.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={values.email}
            errors={errors}
            onChange={(v) => set('email', v)}
          />
          <TextField
            field="phone"
            label={C.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            hint={C.phoneHint}
            value={values.phone}
            errors={errors}
            onChange={(v) => set('phone', v)}
          />
        </Step>
        <Step title={C.delivery}>
          <TextField
            field="address.name"
            label={C.fullName}
            autoComplete="name"
            maxLength={100}
            value={values.name}
            errors={errors}
            onChange={(v) => set('name', v)}
          />
          <PlaceFields
            fields={{ il: 'address.il', ilce: 'address.ilce', line: 'address.line', postalCode: 'address.postalCode' }}
            values={{ il: values.il, ilce: values.ilce, line: values.line, postalCode: values.postalCode }}
            errors={errors}
            autoComplete="shipping"
            onChange={(part, value) => set(DELIVERY_VALUE[part], value)}
          />
        </Step>
        <Step title={C.invoice}>
          <div className="sf-choices sf-choices--inline">
            {(['BIREYSEL', 'KURUMSAL'] as const).map((kind) => (
              <label key={kind} className="sf-choice">
                <input type="radio" name={invoiceName} value={kind} checked={values.invoiceKind === kind} onChange={() => set('invoiceKind', kind)} />
                <span>{kind === 'BIREYSEL' ? C.bireysel : C.kurumsal}</span>
              </label>
            ))}
          </div>
          {values.invoiceKind === 'BIREYSEL' ? (
            <TextField
              field="invoice.tckn"
              label={C.tckn}
              inputMode="numeric"
              maxLength={11}
              value={values.tckn}
              errors={errors}
              onChange={(v) => set('tckn', v)}
            />
          ) : (
            <>
              <TextField
                field="invoice.title"
                label={C.companyTitle}
                autoComplete="organization"
                maxLength={200}
                value={values.title}
                errors={errors}
                onChange={(v) => set('title', v)}
              />
              <div className="sf-field-row">
                <TextField
                  field="invoice.vkn"
                  label={C.vkn}
                  inputMode="numeric"
                  maxLength={10}
                  value={values.vkn}
                  errors={errors}
                  onChange={(v) => set('vkn', v)}
                />
                <TextField
                  field="invoice.taxOffice"
                  label={C.taxOffice}
                  maxLength={100}
                  value={values.taxOffice}
                  errors={errors}
                  onChange={(v) => set('taxOffice', v)}
                />
              </div>
            </>
          )}
          <label className="sf-choice sf-invoice-same">
            <input type="checkbox" checked={values.invoiceSameAsDelivery} onChange={(event) => set('invoiceSameAsDelivery', event.target.checked)} />
            <span>{C.invoiceSameAsDelivery}</span>
          </label>
          {!values.invoiceSameAsDelivery && (
            <fieldset className="sf-invoice-address">
              <legend>{C.invoiceAddress}</legend>
              <PlaceFields
                fields={{
                  il: 'invoice.address.il',
                  ilce: 'invoice.address.ilce',
                  line: 'invoice.address.line',
                  postalCode: 'invoice.address.postalCode',
                }}
                values={{ il: values.invoiceIl, ilce: values.invoiceIlce, line: values.invoiceLine, postalCode: values.invoicePostalCode }}
                errors={errors}
                autoComplete="billing"
                onChange={(part, value) => set(INVOICE_VALUE[part], value)}
              />
            </fieldset>
          )}
        </Step>
        <Step title={C.cargoStep}>
          <div className="sf-choices">
            {options.carriers.map((carrier, i) => (
              <label key={carrier.code} className="sf-choice sf-choice--card">
                <input
                  id={i === 0 ? fieldId('carrier') : undefined}
                  type="radio"
                  name="carrier"
                  value={carrier.code}
                  checked={values.carrier === carrier.code}
                  onChange={() => set('carrier', carrier.code)}
                  aria-describedby={errors.carrier ? errorId('carrier') : undefined}
                />
                <span>{carrier.name}</span>
                <span className="sf-muted sf-choice-fee">{cart.cargo === 0 ? C.cargoFree : formatPrice(cart.cargo)}</span>
              </label>
            ))}
          </div>
          <FieldError field="carrier" errors={errors} />
          <FreeShippingNote remaining={cart.remainingForFree} />
        </Step>
        <Step title={C.payment}>
          <div className="sf-choices">
            {methods.map((m, i) => (
              <label key={m.method} className="sf-choice sf-choice--card">
                <input
                  id={i === 0 ? fieldId('paymentMethod') : undefined}
                  type="radio"
                  name="paymentMethod"
                  value={m.method}
                  checked={values.paymentMethod === m.method}
                  onChange={() => set('paymentMethod', m.method)}
                  aria-describedby={errors.paymentMethod ? errorId('paymentMethod') : undefined}
                />
                <span>{m.label}</span>
                <span className="sf-muted sf-choice-fee">{m.fee > 0 ? C.fee(formatPrice(m.fee)) : C.noFee}</span>
              </label>
            ))}
          </div>
          <FieldError field="paymentMethod" errors={errors} />
          {values.paymentMethod === 'HAVALE_EFT' && <BankAccounts options={options} />}
        </Step>
      </div>
      <div className="sf-checkout-side">
        <section className="sf-step" aria-labelledby="sf-checkout-summary">
          <h2 id="sf-checkout-summary">{C.summary}</h2>
          <ul className="sf-summary-lines">
            {cart.lines.map((line) => (
              <li key={line.id}>
                <span>
                  {line.name}
                  {line.optionsLabel && <span className="sf-muted"> – {line.optionsLabel}</span>}
                  <span className="sf-muted"> × {line.quantity}</span>
                </span>
                <span>{formatPrice(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <CouponForm cart={cart} />
          <CartTotals cart={cart} codFee={chosen?.fee ?? 0} />
        </section>
        <Step title={C.terms}>
          {[
            { doc: preInfo, name: 'acceptedPreInfo' as const },
            { doc: distance, name: 'acceptedContract' as const },
          ].map(({ doc, name }, i) =>
            doc ? (
              <div key={name} className="sf-term">
                <label className="sf-choice">
                  <input
                    id={i === 0 ? fieldId('acceptedTerms') : undefined}
                    type="checkbox"
                    checked={values[name]}
                    onChange={(event) => set(name, event.target.checked)}
                    {...invalidProps('acceptedTerms', errors)}
                  />
                  <span>{C.acceptContract(doc.title)}</span>
                </label>
                <button type="button" className="sf-link-button" onClick={() => setContract(doc)}>
                  {C.readContract(doc.title)}
                </button>
              </div>
            ) : null,
          )}
          <FieldError field="acceptedTerms" errors={errors} />
        </Step>
        {formError && (
          <p ref={formErrorRef} className="sf-checkout-alert sf-error" role="alert" tabIndex={-1}>
            {formError}
          </p>
        )}
        <button type="submit" className="sf-btn sf-checkout-submit" disabled={sending || !cart.orderable} aria-disabled={sending || undefined}>
          {sending ? C.placing : C.placeOrder}
        </button>
      </div>
      {contract && (
        <Dialog title={contract.title} placement="center" onClose={() => setContract(undefined)}>
          <div className="sf-contract-text">{contract.text}</div>
        </Dialog>
      )}
    </form>
  );
}

const goTo = (url: string) => window.location.assign(url);

/** `/odeme`: contact, delivery, invoice, cargo, payment, coupon, summary and terms on one page; the server places the order. */
export default function CheckoutPage({ navigate = goTo }: { navigate?: (url: string) => void }) {
  useEffect(() => setPageMeta(withShopName(C.checkoutPageTitle), C.checkoutTitle), []);
  const [loaded, retryCart] = useRemote('checkout-cart', loadCart);
  const [options, retryOptions] = useRemote('checkout-options', fetchCheckoutOptions);
  const { cart } = useCartState();
  if (loaded.status === 'loading' || options.status === 'loading' || (loaded.status === 'ready' && !cart))
    return <Status>{C.loadingCheckout}</Status>;
  if (loaded.status === 'error' || options.status === 'error' || !cart) {
    const offline = (loaded.status === 'error' && loaded.offline) || (options.status === 'error' && options.offline);
    return (
      <LoadError
        offline={offline}
        onRetry={() => {
          retryCart();
          retryOptions();
        }}
      />
    );
  }
  return (
    <section className="sf-checkout-page">
      <h1 id="sf-checkout-title">{C.checkoutTitle}</h1>
      {cart.lines.length === 0 ? (
        <div className="sf-cart-empty">
          <p>{C.emptyCheckout}</p>
          <a className="sf-btn" href="/">
            {C.continueShopping}
          </a>
        </div>
      ) : (
        <CheckoutForm cart={cart} options={options.data} navigate={navigate} />
      )}
    </section>
  );
}
