import './account.css';
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent, type ReactNode } from 'react';
import { claimCart } from '../cart/cart-api';
import { writeCart } from '../cart/cart-writes';
import { setPageMeta } from '../format';
import { RefusedError, request, signUpShopper, type Outcome, type ShopperAccount, type ShopperOrder } from './account-api';
import { AddressForm, type AddressInput } from './AddressForm';
import { CognitoError, confirmSignUp, resendCode, type ShopperPoolConfig } from './cognito';
import { OrderCard } from './OrderCard';
import { currentTokens, signInWithPassword, signOut } from './session';
import { shopperConfig } from './shopper-config';
import { Tabs } from './Tabs';
import { ACCOUNT_TEXTS as T, formatDateTime } from './texts';

const ACCOUNT = '/api/storefront/account';

const cognitoMessage = (error: unknown) => {
  if (error instanceof RefusedError) return error.message;
  return error instanceof CognitoError ? (T.errors[error.type] ?? T.unknownError) : T.unknownError;
};

function Field({ label, children, hint }: { label: string; children: (id: string, hintId?: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint && (
        <small id={`${id}-hint`} className="sf-account-hint">
          {hint}
        </small>
      )}
    </>
  );
}

function Alert({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="sf-account-error">
      {text}
    </p>
  ) : null;
}

type SignedOutStep = { kind: 'forms' } | { kind: 'verify'; email: string; password: string; name: string; surname: string };

/** Sign in, sign up and the e-mailed code; on success the page signs in (names are sent once, see AccountPage). */
function SignedOut({ config, onSignedIn }: { config: ShopperPoolConfig; onSignedIn: (names?: { name: string; surname: string }) => void }) {
  const [step, setStep] = useState<SignedOutStep>({ kind: 'forms' });
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await work();
    } catch (e) {
      setError(cognitoMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const values = (event: SyntheticEvent<HTMLFormElement>) => Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

  if (step.kind === 'verify') {
    return (
      <section className="sf-account-card" aria-labelledby="sf-verify-title">
        <h2 id="sf-verify-title">{T.verifyTitle}</h2>
        <p>{T.verifyHint(step.email)}</p>
        <form
          className="sf-account-form"
          onSubmit={(event) => {
            event.preventDefault();
            const { code = '' } = values(event);
            void run(async () => {
              await confirmSignUp(config, step.email, code.trim());
              await signInWithPassword(config, step.email, step.password);
              onSignedIn({ name: step.name, surname: step.surname });
            });
          }}
        >
          <Field label={T.code}>
            {(id) => <input id={id} name="code" required inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} />}
          </Field>
          <Alert text={error} />
          <p role="status">{notice}</p>
          <div className="sf-account-actions">
            <button type="submit" className="sf-btn" disabled={busy}>
              {T.verify}
            </button>
            <button
              type="button"
              className="sf-btn sf-btn--outline"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await resendCode(config, step.email);
                  setNotice(T.resent);
                })
              }
            >
              {T.resend}
            </button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <div className="sf-account-grid">
      <section className="sf-account-card" aria-labelledby="sf-signin-title">
        <h2 id="sf-signin-title">{T.signInTitle}</h2>
        <form
          className="sf-account-form"
          onSubmit={(event) => {
            event.preventDefault();
            const { email = '', password = '' } = values(event);
            void run(async () => {
              try {
                await signInWithPassword(config, email.trim(), password);
                onSignedIn();
              } catch (e) {
                if (e instanceof CognitoError && e.type === 'UserNotConfirmedException') {
                  await resendCode(config, email.trim());
                  setStep({ kind: 'verify', email: email.trim(), password, name: '', surname: '' });
                  return;
                }
                throw e;
              }
            });
          }}
        >
          <Field label={T.email}>{(id) => <input id={id} name="email" type="email" required autoComplete="email" />}</Field>
          <Field label={T.password}>{(id) => <input id={id} name="password" type="password" required autoComplete="current-password" />}</Field>
          <button type="submit" className="sf-btn" disabled={busy}>
            {T.signIn}
          </button>
        </form>
      </section>
      <section className="sf-account-card" aria-labelledby="sf-signup-title">
        <h2 id="sf-signup-title">{T.signUpTitle}</h2>
        <form
          className="sf-account-form"
          onSubmit={(event) => {
            event.preventDefault();
            const { email = '', password = '', name = '', surname = '' } = values(event);
            void run(async () => {
              await signUpShopper({ email: email.trim(), password, name: name.trim(), surname: surname.trim() });
              setStep({ kind: 'verify', email: email.trim(), password, name: name.trim(), surname: surname.trim() });
            });
          }}
        >
          <Field label={T.name}>{(id) => <input id={id} name="name" required maxLength={100} autoComplete="given-name" />}</Field>
          <Field label={T.surname}>{(id) => <input id={id} name="surname" required maxLength={100} autoComplete="family-name" />}</Field>
          <Field label={T.email}>{(id) => <input id={id} name="email" type="email" required autoComplete="email" />}</Field>
          <Field label={T.password} hint={T.passwordHint}>
            {(id, hintId) => (
              <input id={id} name="password" type="password" required minLength={8} autoComplete="new-password" aria-describedby={hintId} />
            )}
          </Field>
          <button type="submit" className="sf-btn" disabled={busy}>
            {T.signUp}
          </button>
        </form>
      </section>
      <div className="sf-account-wide">
        <Alert text={error} />
      </div>
    </div>
  );
}

type Authed = <R>(path: string, options?: { method?: string; body?: unknown }) => Promise<Outcome<R>>;

function OrdersTab({ authed }: { authed: Authed }) {
  const [orders, setOrders] = useState<Outcome<ShopperOrder[]>>();
  const load = useCallback(() => void authed<ShopperOrder[]>(`${ACCOUNT}/orders`).then(setOrders), [authed]);
  useEffect(load, [load]);
  if (!orders) return <p role="status">{T.loading}</p>;
  if (!orders.ok) return <Alert text={orders.message} />;
  if (orders.data.length === 0) return <p>{T.noOrders}</p>;
  return (
    <div className="sf-order-list">
      {orders.data.map((order) => (
        <OrderCard
          key={order.orderNo}
          order={order}
          onReturn={(lines) => authed(`${ACCOUNT}/orders/${encodeURIComponent(order.orderNo)}/returns`, { method: 'POST', body: { lines } })}
          onReturned={load}
        />
      ))}
    </div>
  );
}

function AddressesTab({ account, authed, onAccount }: { account: ShopperAccount; authed: Authed; onAccount: (account: ShopperAccount) => void }) {
  const [editing, setEditing] = useState<string>();
  const [error, setError] = useState<string>();
  /** Every address change answers the whole account: shown at once, the form closed on success. */
  const change = async (path: string, method: string, body?: AddressInput): Promise<Outcome<ShopperAccount>> => {
    const outcome = await authed<ShopperAccount>(path, { method, ...(body ? { body } : {}) });
    if (outcome.ok) {
      onAccount(outcome.data);
      setEditing(undefined);
    }
    setError(outcome.ok || body ? undefined : outcome.message);
    return outcome;
  };
  return (
    <div>
      {account.addresses.length === 0 && <p>{T.noAddresses}</p>}
      <ul className="sf-address-list">
        {account.addresses.map((a) => (
          <li key={a.id} className="sf-account-card">
            {editing === a.id ? (
              <AddressForm
                initial={a}
                onSave={(body) => change(`${ACCOUNT}/addresses/${a.id}`, 'PUT', body)}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <>
                <p>
                  <strong>{a.name}</strong>
                  <br />
                  {a.line}
                  <br />
                  {a.ilce} / {a.il} {a.postalCode}
                </p>
                <div className="sf-account-actions">
                  <button
                    type="button"
                    className="sf-btn sf-btn--outline"
                    onClick={() => setEditing(a.id)}
                    aria-label={`${T.editAddress}: ${a.name}`}
                  >
                    {T.editAddress}
                  </button>
                  <button
                    type="button"
                    className="sf-btn sf-btn--outline"
                    onClick={() => void change(`${ACCOUNT}/addresses/${a.id}`, 'DELETE')}
                    aria-label={`${T.deleteAddress}: ${a.name}`}
                  >
                    {T.deleteAddress}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <Alert text={error} />
      {editing === 'new' ? (
        <AddressForm onSave={(body) => change(`${ACCOUNT}/addresses`, 'POST', body)} onCancel={() => setEditing(undefined)} />
      ) : account.addresses.length >= 10 ? (
        <p>{T.addressLimit}</p>
      ) : (
        <button type="button" className="sf-btn" onClick={() => setEditing('new')}>
          {T.addAddress}
        </button>
      )}
    </div>
  );
}

function AccountTab({
  account,
  authed,
  onAccount,
  onDelete,
}: {
  account: ShopperAccount;
  authed: Authed;
  onAccount: (account: ShopperAccount) => void;
  onDelete: () => Promise<string | undefined>;
}) {
  const [profileNote, setProfileNote] = useState<{ error?: string; saved?: boolean }>({});
  const [consentError, setConsentError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const consent = account.kvkkConsent;
  const [consentChecked, setConsentChecked] = useState(consent?.accepted ?? false);
  return (
    <div className="sf-account-grid">
      <section className="sf-account-card" aria-labelledby="sf-profile-title">
        <h3 id="sf-profile-title">{T.profile}</h3>
        <form
          className="sf-account-form"
          onSubmit={(event) => {
            event.preventDefault();
            const body = Object.fromEntries(new FormData(event.currentTarget));
            void authed<ShopperAccount>(ACCOUNT, { method: 'PATCH', body }).then((outcome) => {
              if (outcome.ok) onAccount(outcome.data);
              setProfileNote(outcome.ok ? { saved: true } : { error: outcome.message });
            });
          }}
        >
          <Field label={T.name}>
            {(id) => <input id={id} name="name" required maxLength={100} defaultValue={account.name} autoComplete="given-name" />}
          </Field>
          <Field label={T.surname}>
            {(id) => <input id={id} name="surname" required maxLength={100} defaultValue={account.surname} autoComplete="family-name" />}
          </Field>
          <Field label={T.phone}>{(id) => <input id={id} name="phone" type="tel" defaultValue={account.phone ?? ''} autoComplete="tel" />}</Field>
          <Alert text={profileNote.error} />
          <p role="status">{profileNote.saved ? T.saved : ''}</p>
          <button type="submit" className="sf-btn">
            {T.saveProfile}
          </button>
        </form>
      </section>
      <section className="sf-account-card" aria-labelledby="sf-kvkk-title">
        <h3 id="sf-kvkk-title">{T.kvkkTitle}</h3>
        <label className="sf-account-check">
          <input
            type="checkbox"
            checked={consentChecked}
            onChange={(e) => {
              // Shown at once; put back if the server refuses.
              const accepted = e.target.checked;
              setConsentChecked(accepted);
              void authed<ShopperAccount>(`${ACCOUNT}/consent`, { method: 'PUT', body: { accepted } }).then((outcome) => {
                if (outcome.ok) onAccount(outcome.data);
                else setConsentChecked(!accepted);
                setConsentError(outcome.ok ? undefined : outcome.message);
              });
            }}
          />
          {T.kvkkLabel}
        </label>
        <p role="status">{consent ? (consent.accepted ? T.kvkkGiven : T.kvkkWithdrawn)(formatDateTime(consent.at)) : ''}</p>
        <Alert text={consentError} />
      </section>
      <section className="sf-account-card sf-account-danger" aria-labelledby="sf-delete-title">
        <h3 id="sf-delete-title">{T.deleteTitle}</h3>
        <p>{T.deleteText}</p>
        {confirming ? (
          <div
            role="alertdialog"
            aria-modal="false"
            aria-labelledby="sf-delete-confirm"
            tabIndex={-1}
            ref={confirmRef}
            className="sf-account-confirm"
          >
            <p id="sf-delete-confirm">{T.deleteConfirm}</p>
            <div className="sf-account-actions">
              <button type="button" className="sf-btn" onClick={() => void onDelete().then(setDeleteError)}>
                {T.deleteYes}
              </button>
              <button type="button" className="sf-btn sf-btn--outline" onClick={() => setConfirming(false)}>
                {T.cancel}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="sf-btn sf-btn--outline" onClick={() => setConfirming(true)}>
            {T.deleteAccount}
          </button>
        )}
        <Alert text={deleteError} />
      </section>
    </div>
  );
}

function SignedIn({
  config,
  names,
  onSignedOut,
}: {
  config: ShopperPoolConfig;
  names?: { name: string; surname: string } | undefined;
  onSignedOut: (notice?: string) => void;
}) {
  const [account, setAccount] = useState<Outcome<ShopperAccount>>();
  const [tab, setTab] = useState('orders');
  /** A call with the current ID token (refreshed when it is about to expire); signed out when there is none. */
  const authed: Authed = useCallback(
    async <R,>(path: string, options: { method?: string; body?: unknown } = {}) => {
      const tokens = await currentTokens(config);
      if (!tokens) {
        onSignedOut();
        return { ok: false as const, status: 401, message: '' };
      }
      return request<R>(path, { ...options, idToken: tokens.idToken });
    },
    [config, onSignedOut],
  );
  // Signed in (now or from an earlier visit): the cart follows the account from now on.
  useEffect(() => {
    void currentTokens(config).then((tokens) => (tokens ? writeCart(claimCart(tokens.idToken)) : undefined));
  }, [config]);
  useEffect(() => {
    void (async () => {
      const first = await authed<ShopperAccount>(ACCOUNT);
      // The names given at sign-up, once: the account is created from the token, which carries
      // them in AWS but not from the local Cognito stand-in.
      if (first.ok && names && !first.data.name) setAccount(await authed<ShopperAccount>(ACCOUNT, { method: 'PATCH', body: names }));
      else setAccount(first);
    })();
  }, [authed, names]);
  if (!account) return <p role="status">{T.loading}</p>;
  if (!account.ok) return <Alert text={account.message} />;
  const onAccount = (next: ShopperAccount) => setAccount({ ok: true, data: next });
  const deleteAccount = async () => {
    const tokens = await currentTokens(config);
    if (!tokens) return T.unknownError;
    const outcome = await request<{ deleted: true }>(ACCOUNT, {
      method: 'DELETE',
      body: { accessToken: tokens.accessToken },
      idToken: tokens.idToken,
    });
    if (!outcome.ok) return outcome.message;
    signOut();
    onSignedOut(T.deleted);
    return undefined;
  };
  return (
    <>
      <div className="sf-account-bar">
        <p>{T.welcome(account.data.name)}</p>
        <button
          type="button"
          className="sf-btn sf-btn--outline"
          onClick={() => {
            signOut();
            onSignedOut();
          }}
        >
          {T.signOut}
        </button>
      </div>
      <Tabs
        label={T.tabs}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'orders', label: T.orders, panel: <OrdersTab authed={authed} /> },
          { id: 'addresses', label: T.addresses, panel: <AddressesTab account={account.data} authed={authed} onAccount={onAccount} /> },
          {
            id: 'account',
            label: T.account,
            panel: <AccountTab account={account.data} authed={authed} onAccount={onAccount} onDelete={deleteAccount} />,
          },
        ]}
      />
    </>
  );
}

type PageState =
  | { kind: 'checking' }
  | { kind: 'error' }
  | { kind: 'signedOut'; config: ShopperPoolConfig; notice?: string | undefined }
  | { kind: 'signedIn'; config: ShopperPoolConfig; names?: { name: string; surname: string } | undefined };

/** /hesabim: sign in, sign up and verify; then Siparişlerim, Adreslerim and Hesap. */
export default function AccountPage() {
  const [state, setState] = useState<PageState>({ kind: 'checking' });
  useEffect(() => {
    setPageMeta(T.accountTitle, T.accountTitle);
    void shopperConfig().then(
      async (config) => setState((await currentTokens(config)) ? { kind: 'signedIn', config } : { kind: 'signedOut', config }),
      () => setState({ kind: 'error' }),
    );
  }, []);
  const signedOut = useCallback(
    (notice?: string) => setState((s) => (s.kind === 'signedIn' ? { kind: 'signedOut', config: s.config, notice } : s)),
    [],
  );
  return (
    <div className="sf-account">
      <h1>{T.accountTitle}</h1>
      {state.kind === 'checking' && <p role="status">{T.loading}</p>}
      {state.kind === 'error' && <Alert text={T.unknownError} />}
      {state.kind === 'signedOut' && (
        <>
          {state.notice && <p role="status">{state.notice}</p>}
          <SignedOut config={state.config} onSignedIn={(names) => setState({ kind: 'signedIn', config: state.config, names })} />
        </>
      )}
      {state.kind === 'signedIn' && <SignedIn config={state.config} names={state.names} onSignedOut={signedOut} />}
    </div>
  );
}
