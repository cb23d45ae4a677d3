import '../../catalog/setup/setup.css';
import './cargo.css';
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import {
  API_ROUTES,
  CARGO_LIMITS,
  canAny,
  cargoSettingsSchema,
  COD_METHOD_LABELS,
  COD_METHODS,
  findAdminPage,
  type CargoSettingsAnswer,
  type CodMethod,
} from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { ProvinceDistrictFields } from '../../../widgets/place-picker/ProvinceDistrictFields';
import { failureText } from '../../catalog/setup/failure-text';
import { SETUP_TEXTS } from '../../catalog/setup/texts';
import { fetchCargoSettings, saveCargoSettings } from './cargo-api';
import { fromDraft, toDraft, type AddressDraft, type CargoDraft } from './cargo-draft';
import { CarrierTable } from './CarrierTable';
import { DesiFeeTable } from './DesiFeeTable';
import { CARGO_TEXTS } from './texts';
import { SettingsSection as Section } from '../SettingsSection';

const TITLE = findAdminPage('/admin/settings/cargo')?.label;
const T = CARGO_TEXTS;
const C = SETUP_TEXTS.common;

/** Kargo Otomasyonu: carriers, the desi tariff, free shipping, kapıda ödeme, the windows and the return address; read-only (with a note) for roles that may not save it. */
export default function CargoSettingsPage() {
  const { groups } = useSignedInUser();
  const maySave = canAny(groups, API_ROUTES.saveCargoSettings.access.anyOf);
  const loaded = useRemoteData(fetchCargoSettings, 'cargo-settings');
  return (
    <DataPage title={TITLE} intro={<p>{T.intro}</p>}>
      {maySave ? null : <Message severity="info" text={C.readOnly} className="setup-note" />}
      <RemoteView
        resource={loaded}
        loading={
          <div className="cargo-form setup-form" aria-busy="true" aria-label={T.loading}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="3rem" />
            ))}
          </div>
        }
      >
        {(settings) => <CargoForm settings={settings} maySave={maySave} />}
      </RemoteView>
    </DataPage>
  );
}

function CargoForm({ settings, maySave }: { settings: CargoSettingsAnswer; maySave: boolean }) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [version, setVersion] = useState(settings.version);
  const [draft, setDraft] = useState<CargoDraft>(() => toDraft(settings));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CargoDraft>(key: K, value: CargoDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setAddress = (change: Partial<AddressDraft>) => setDraft((d) => ({ ...d, returnAddress: { ...d.returnAddress, ...change } }));
  const setCod = (method: CodMethod, change: Partial<CargoDraft['codFees'][CodMethod]>) =>
    setDraft((d) => ({ ...d, codFees: { ...d.codFees, [method]: { ...d.codFees[method], ...change } } }));
  const readOnly = !maySave || busy;
  const lastDesi = draft.desiFees.at(-1)?.upToDesi ?? 0;

  const submit = async () => {
    // The shared schema says what is wrong before a round trip, in the words the server would use.
    const parsed = cargoSettingsSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const saved = await saveCargoSettings(parsed.data, version);
      setVersion(saved.version);
      setDraft(toDraft(saved));
      toastSuccess(T.saved);
    } catch (failure) {
      toastError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cargo-form setup-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (maySave && !busy) void submit();
      }}
    >
      <Section id={field('carriers')} heading={T.carriers.heading} help={T.carriers.help}>
        <CarrierTable idPrefix={id} carriers={draft.carriers} readOnly={readOnly} onChange={(carriers) => set('carriers', carriers)} />
      </Section>

      <Section id={field('fees')} heading={T.fees.heading} help={T.fees.help}>
        <DesiFeeTable rows={draft.desiFees} readOnly={readOnly} onChange={(rows) => set('desiFees', rows)} />
        <div className="setup-field cargo-narrow">
          <label htmlFor={field('extra')}>{T.fees.extraDesiFee}</label>
          <InputNumber
            inputId={field('extra')}
            value={draft.extraDesiFee}
            mode="currency"
            currency="TRY"
            locale="tr-TR"
            min={0}
            max={CARGO_LIMITS.maxFee}
            disabled={readOnly}
            aria-describedby={field('extra-help')}
            onValueChange={(e) => set('extraDesiFee', e.value ?? null)}
          />
          <small id={field('extra-help')}>{T.fees.extraDesiFeeHelp(lastDesi)}</small>
        </div>
      </Section>

      <Section id={field('free')} heading={T.free.heading}>
        <div className="setup-field cargo-narrow">
          <label htmlFor={field('threshold')}>{T.free.threshold}</label>
          <InputNumber
            inputId={field('threshold')}
            value={draft.freeShippingThreshold}
            mode="currency"
            currency="TRY"
            locale="tr-TR"
            min={0}
            max={CARGO_LIMITS.maxThreshold}
            disabled={readOnly}
            aria-describedby={field('threshold-help')}
            onValueChange={(e) => set('freeShippingThreshold', e.value ?? null)}
          />
          <small id={field('threshold-help')}>{T.free.thresholdHelp}</small>
        </div>
      </Section>

      <Section id={field('cod')} heading={T.cod.heading}>
        <div className="setup-row">
          {COD_METHODS.map((method) => {
            const label = COD_METHOD_LABELS[method];
            const cod = draft.codFees[method];
            return (
              <div key={method} className="setup-form">
                <div className="setup-check">
                  <Checkbox
                    inputId={field(`${method}-on`)}
                    checked={cod.enabled}
                    disabled={readOnly}
                    onChange={(e) => setCod(method, { enabled: e.checked === true })}
                  />
                  <label htmlFor={field(`${method}-on`)}>{T.cod.enabled(label)}</label>
                </div>
                <div className="setup-field">
                  <label htmlFor={field(`${method}-fee`)}>{T.cod.fee(label)}</label>
                  <InputNumber
                    inputId={field(`${method}-fee`)}
                    value={cod.fee}
                    mode="currency"
                    currency="TRY"
                    locale="tr-TR"
                    min={0}
                    max={CARGO_LIMITS.maxFee}
                    disabled={readOnly || !cod.enabled}
                    onValueChange={(e) => setCod(method, { fee: e.value ?? 0 })}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </Section>

      <Section id={field('windows')} heading={T.windows.heading}>
        <div className="setup-row">
          <div className="setup-field">
            <label htmlFor={field('havale')}>{T.windows.havale}</label>
            <InputNumber
              inputId={field('havale')}
              value={draft.havalePaymentDays}
              min={CARGO_LIMITS.havaleDays.min}
              max={CARGO_LIMITS.havaleDays.max}
              showButtons
              disabled={readOnly}
              aria-describedby={field('havale-help')}
              onValueChange={(e) => set('havalePaymentDays', e.value ?? null)}
            />
            <small id={field('havale-help')}>{T.windows.havaleHelp}</small>
          </div>
          <div className="setup-field">
            <label htmlFor={field('returns')}>{T.windows.returns}</label>
            <InputNumber
              inputId={field('returns')}
              value={draft.returnWindowDays}
              min={CARGO_LIMITS.returnDays.min}
              max={CARGO_LIMITS.returnDays.max}
              showButtons
              disabled={readOnly}
              aria-describedby={field('returns-help')}
              onValueChange={(e) => set('returnWindowDays', e.value ?? null)}
            />
            <small id={field('returns-help')}>{T.windows.returnsHelp}</small>
          </div>
        </div>
      </Section>

      <Section id={field('address')} heading={T.address.heading} help={T.address.help}>
        <div className="setup-row">
          <div className="setup-field">
            <label htmlFor={field('address-name')}>{T.address.name}</label>
            <InputText
              id={field('address-name')}
              value={draft.returnAddress.name}
              maxLength={CARGO_LIMITS.addressName}
              disabled={readOnly}
              onChange={(e) => setAddress({ name: e.target.value })}
            />
          </div>
          <div className="setup-field">
            <label htmlFor={field('address-phone')}>{T.address.phone}</label>
            <InputText
              id={field('address-phone')}
              type="tel"
              autoComplete="tel"
              value={draft.returnAddress.phone}
              placeholder={T.address.phonePlaceholder}
              maxLength={20}
              disabled={readOnly}
              onChange={(e) => setAddress({ phone: e.target.value })}
            />
          </div>
        </div>
        <ProvinceDistrictFields
          idPrefix={field('address')}
          province={draft.returnAddress.province}
          district={draft.returnAddress.district}
          disabled={readOnly}
          onChange={setAddress}
        />
        <div className="setup-field">
          <label htmlFor={field('address-line1')}>{T.address.line1}</label>
          <InputText
            id={field('address-line1')}
            value={draft.returnAddress.line1}
            maxLength={CARGO_LIMITS.addressLine}
            disabled={readOnly}
            onChange={(e) => setAddress({ line1: e.target.value })}
          />
        </div>
        <div className="setup-field">
          <label htmlFor={field('address-line2')}>{T.address.line2}</label>
          <InputText
            id={field('address-line2')}
            value={draft.returnAddress.line2}
            maxLength={CARGO_LIMITS.addressLine}
            disabled={readOnly}
            onChange={(e) => setAddress({ line2: e.target.value })}
          />
        </div>
      </Section>

      {error ? (
        <p role="alert" className="p-error">
          {error}
        </p>
      ) : null}
      {maySave ? (
        <div>
          <Button type="submit" label={busy ? C.saving : C.save} icon="pi pi-check" loading={busy} />
        </div>
      ) : null}
    </form>
  );
}
