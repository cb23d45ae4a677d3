import '../../catalog/setup/setup.css';
import '../cargo/cargo.css';
import './general.css';
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import {
  API_ROUTES,
  canAny,
  CURRENCY_DISPLAY_LABELS,
  CURRENCY_DISPLAYS,
  findAdminPage,
  GENERAL_LIMITS,
  generalSettingsSchema,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type GeneralSettingsAnswer,
} from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { MediaField } from '../../../widgets/media-picker/MediaField';
import { ProvinceDistrictFields } from '../../../widgets/place-picker/ProvinceDistrictFields';
import { failureText } from '../../catalog/setup/failure-text';
import { SETUP_TEXTS } from '../../catalog/setup/texts';
import { BankAccountTable } from './BankAccountTable';
import { fetchGeneralSettings, saveGeneralSettings } from './general-api';
import { fromDraft, toDraft, type AddressDraft, type GeneralDraft } from './general-draft';
import { GENERAL_TEXTS } from './texts';
import { SettingsSection as Section } from '../SettingsSection';

const TITLE = findAdminPage('/admin/settings')?.label;
const T = GENERAL_TEXTS;
const C = SETUP_TEXTS.common;
const CURRENCY_OPTIONS = CURRENCY_DISPLAYS.map((value) => ({ value, label: CURRENCY_DISPLAY_LABELS[value] }));

/** Genel Ayarlar: the shop's identity, contact and company details, SEO, bank accounts, price display and maintenance; read-only for settings roles without settings:general. */
export default function GeneralSettingsPage() {
  const { groups } = useSignedInUser();
  const maySave = canAny(groups, API_ROUTES.saveGeneralSettings.access.anyOf);
  const loaded = useRemoteData(fetchGeneralSettings, 'general-settings');
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
        {(settings) => <GeneralForm settings={settings} maySave={maySave} />}
      </RemoteView>
    </DataPage>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  disabled,
  maxLength,
  help,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  maxLength: number;
  help?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url';
}) {
  return (
    <div className="setup-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
      {help ? <small id={`${id}-help`}>{help}</small> : null}
    </div>
  );
}

function GeneralForm({ settings, maySave }: { settings: GeneralSettingsAnswer; maySave: boolean }) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [version, setVersion] = useState(settings.version);
  const [draft, setDraft] = useState<GeneralDraft>(() => toDraft(settings));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof GeneralDraft>(key: K, value: GeneralDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setAddress = (change: Partial<AddressDraft>) => setDraft((d) => ({ ...d, address: { ...d.address, ...change } }));
  const readOnly = !maySave || busy;

  const submit = async () => {
    // The shared schema says what is wrong before a round trip, in the words the server would use.
    const parsed = generalSettingsSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const saved = await saveGeneralSettings(parsed.data, version);
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
      className="cargo-form setup-form general-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (maySave && !busy) void submit();
      }}
    >
      <Section id={field('identity')} heading={T.identity.heading}>
        <TextField
          id={field('name')}
          label={T.identity.shopName}
          value={draft.shopName}
          maxLength={GENERAL_LIMITS.shopName}
          disabled={readOnly}
          help={T.identity.shopNameHelp}
          onChange={(v) => set('shopName', v)}
        />
        <div className="setup-row">
          <div className="setup-field">
            <label htmlFor={field('logo')}>{T.identity.logo}</label>
            <MediaField
              inputId={field('logo')}
              value={draft.logo}
              accept={['IMAGE']}
              label={T.identity.logo}
              disabled={readOnly}
              onChange={(media) => set('logo', media)}
            />
          </div>
          <div className="setup-field">
            <label htmlFor={field('favicon')}>{T.identity.favicon}</label>
            <MediaField
              inputId={field('favicon')}
              value={draft.favicon}
              accept={['IMAGE']}
              label={T.identity.favicon}
              disabled={readOnly}
              describedBy={field('favicon-help')}
              onChange={(media) => set('favicon', media)}
            />
            <small id={field('favicon-help')}>{T.identity.faviconHelp}</small>
          </div>
        </div>
      </Section>

      <Section id={field('contact')} heading={T.contact.heading} help={T.contact.help}>
        <div className="setup-row">
          <TextField
            id={field('email')}
            label={T.contact.email}
            type="email"
            autoComplete="email"
            placeholder={T.contact.emailPlaceholder}
            value={draft.contactEmail}
            maxLength={GENERAL_LIMITS.email}
            disabled={readOnly}
            onChange={(v) => set('contactEmail', v)}
          />
          <TextField
            id={field('phone')}
            label={T.contact.phone}
            type="tel"
            autoComplete="tel"
            placeholder={T.contact.phonePlaceholder}
            value={draft.contactPhone}
            maxLength={20}
            disabled={readOnly}
            onChange={(v) => set('contactPhone', v)}
          />
        </div>
        <ProvinceDistrictFields
          idPrefix={field('address')}
          province={draft.address.province}
          district={draft.address.district}
          disabled={readOnly}
          onChange={setAddress}
        />
        <TextField
          id={field('line')}
          label={T.contact.line}
          placeholder={T.contact.linePlaceholder}
          value={draft.address.line}
          maxLength={GENERAL_LIMITS.addressLine}
          disabled={readOnly}
          onChange={(line) => setAddress({ line })}
        />
      </Section>

      <Section id={field('company')} heading={T.company.heading} help={T.company.help}>
        <TextField
          id={field('title')}
          label={T.company.companyTitle}
          placeholder={T.company.companyTitlePlaceholder}
          value={draft.companyTitle}
          maxLength={GENERAL_LIMITS.companyTitle}
          disabled={readOnly}
          onChange={(v) => set('companyTitle', v)}
        />
        <div className="setup-row">
          <TextField
            id={field('mersis')}
            label={T.company.mersisNo}
            inputMode="numeric"
            value={draft.mersisNo}
            maxLength={24}
            disabled={readOnly}
            help={T.company.mersisNoHelp}
            onChange={(v) => set('mersisNo', v)}
          />
          <TextField
            id={field('tax')}
            label={T.company.taxNumber}
            inputMode="numeric"
            value={draft.taxNumber}
            maxLength={11}
            disabled={readOnly}
            help={T.company.taxNumberHelp}
            onChange={(v) => set('taxNumber', v)}
          />
        </div>
      </Section>

      <Section id={field('social')} heading={T.social.heading} help={T.social.help}>
        <div className="setup-row">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              id={field(`social-${network}`)}
              label={SOCIAL_NETWORK_LABELS[network]}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={draft.social[network]}
              maxLength={GENERAL_LIMITS.socialUrl}
              disabled={readOnly}
              onChange={(v) => set('social', { ...draft.social, [network]: v })}
            />
          ))}
        </div>
      </Section>

      <Section id={field('seo')} heading={T.seo.heading} help={T.seo.help}>
        <TextField
          id={field('seo-title')}
          label={T.seo.title}
          value={draft.seo.title}
          maxLength={GENERAL_LIMITS.seoTitle}
          disabled={readOnly}
          help={T.seo.titleHelp(GENERAL_LIMITS.seoTitle)}
          onChange={(title) => set('seo', { ...draft.seo, title })}
        />
        <div className="setup-field">
          <label htmlFor={field('seo-description')}>{T.seo.description}</label>
          <InputTextarea
            id={field('seo-description')}
            value={draft.seo.description}
            rows={3}
            autoResize
            maxLength={GENERAL_LIMITS.seoDescription}
            disabled={readOnly}
            aria-describedby={field('seo-description-help')}
            onChange={(e) => set('seo', { ...draft.seo, description: e.target.value })}
          />
          <small id={field('seo-description-help')}>{T.seo.descriptionHelp(GENERAL_LIMITS.seoDescription)}</small>
        </div>
        <div className="setup-field">
          <label htmlFor={field('seo-image')}>{T.seo.image}</label>
          <MediaField
            inputId={field('seo-image')}
            value={draft.seo.image}
            accept={['IMAGE']}
            label={T.seo.image}
            disabled={readOnly}
            onChange={(image) => set('seo', { ...draft.seo, image })}
          />
        </div>
      </Section>

      <Section id={field('banks')} heading={T.banks.heading} help={T.banks.help}>
        <BankAccountTable rows={draft.bankAccounts} readOnly={readOnly} onChange={(rows) => set('bankAccounts', rows)} />
      </Section>

      <Section id={field('currency')} heading={T.currency.heading}>
        <SelectButton
          value={draft.currencyDisplay}
          options={CURRENCY_OPTIONS}
          optionLabel="label"
          optionValue="value"
          allowEmpty={false}
          disabled={readOnly}
          aria-label={T.currency.label}
          onChange={(e) => set('currencyDisplay', e.value as GeneralDraft['currencyDisplay'])}
        />
      </Section>

      <Section id={field('maintenance')} heading={T.maintenance.heading} help={T.maintenance.help}>
        <div className="setup-check">
          <Checkbox
            inputId={field('maintenance-on')}
            checked={draft.maintenance.enabled}
            disabled={readOnly}
            onChange={(e) => set('maintenance', { ...draft.maintenance, enabled: e.checked === true })}
          />
          <label htmlFor={field('maintenance-on')}>{T.maintenance.enabled}</label>
        </div>
        <div className="setup-field">
          <label htmlFor={field('maintenance-message')}>{T.maintenance.message}</label>
          <InputTextarea
            id={field('maintenance-message')}
            value={draft.maintenance.message}
            rows={2}
            autoResize
            placeholder={T.maintenance.messagePlaceholder}
            maxLength={GENERAL_LIMITS.maintenanceMessage}
            disabled={readOnly}
            onChange={(e) => set('maintenance', { ...draft.maintenance, message: e.target.value })}
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
