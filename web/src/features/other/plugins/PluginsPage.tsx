import '../../catalog/setup/setup.css';
import './plugins.css';
import { useId, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import {
  findAdminPage,
  PLUGIN_TEXTS,
  pluginSettingsSaveSchema,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  type PluginSettingsAnswer,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@shop/shared';
import { ApiError } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatDateTime } from '../../../format/format';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { failureText } from '../../catalog/setup/failure-text';
import { fetchPlugins, fetchWebhookDeliveries, savePlugins } from './plugins-api';
import { PLUGIN_PAGE_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/plugin')?.label;

/** Eklentiler (SUPER_ADMIN): the integrations as cards with their switch and settings, then the webhook's last deliveries. */
export default function PluginsPage() {
  const loaded = useRemoteData(fetchPlugins, 'plugins');
  return (
    <DataPage title={TITLE} intro={<p>{T.intro}</p>}>
      <RemoteView
        resource={loaded}
        loading={
          <div className="plugins-grid" aria-busy="true" aria-label={T.loading}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="12rem" />
            ))}
          </div>
        }
      >
        {(settings) => <PluginsForm key={settings.version} settings={settings} onReload={loaded.retry} />}
      </RemoteView>
      <DeliveryList />
    </DataPage>
  );
}

type Draft = Omit<PluginSettingsAnswer, 'version' | 'webhookSecretHint'> & { webhookSecret: string };

const draftOf = ({ version: _version, webhookSecretHint: _hint, ...settings }: PluginSettingsAnswer): Draft => ({ ...settings, webhookSecret: '' });

function PluginCard({
  id,
  title,
  help,
  enabled,
  disabled,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  help: string;
  enabled: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Card
      className="plugins-card"
      aria-labelledby={`${id}-title`}
      title={
        <>
          <span id={`${id}-title`}>{title}</span>
          <span className="plugins-switch">
            <InputSwitch
              inputId={`${id}-on`}
              checked={enabled}
              disabled={disabled}
              onChange={(e) => onToggle(e.value)}
              aria-labelledby={`${id}-title`}
            />
            <label htmlFor={`${id}-on`}>{T.on}</label>
          </span>
        </>
      }
    >
      <p className="plugins-help">{help}</p>
      {children}
    </Card>
  );
}

function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="setup-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {help ? <small id={`${id}-help`}>{help}</small> : null}
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

function PluginsForm({ settings, onReload }: { settings: PluginSettingsAnswer; onReload: () => void }) {
  const id = useId();
  const [version, setVersion] = useState(settings.version);
  const [hint, setHint] = useState(settings.webhookSecretHint);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const patch = <K extends 'ga4' | 'metaPixel' | 'searchConsole' | 'webhook'>(key: K, change: Partial<Draft[K]>) =>
    setDraft((d) => ({ ...d, [key]: { ...d[key], ...change } }));
  const described = (field: string, withHelp = false) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [withHelp ? `${id}-${field}-help` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  const submit = async () => {
    // The shared schema says what is wrong before a round trip, in the words the server would use.
    const parsed = pluginSettingsSaveSchema.safeParse({ ...draft, baseVersion: version });
    if (!parsed.success) {
      // The first problem of each field shows under it.
      setErrors(Object.fromEntries(parsed.error.issues.map((i): [string, string] => [i.path.join('.'), i.message]).reverse()));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await savePlugins(parsed.data);
      setVersion(saved.version);
      setHint(saved.webhookSecretHint);
      setDraft(draftOf(saved));
      toastSuccess(T.saved);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setStale(true);
      // Shown under its field, so without the path the API puts in front.
      if (failure instanceof ApiError && failure.status === 400 && failure.field)
        setErrors({ [failure.field]: failure.message.replace(`${failure.field}: `, '') });
      toastError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      {stale ? (
        <Message
          severity="warn"
          className="setup-note"
          content={
            <span>
              {PLUGIN_TEXTS.stale} <Button type="button" link label={T.reload} onClick={onReload} />
            </span>
          }
        />
      ) : null}
      <div className="plugins-grid">
        <PluginCard
          id={`${id}-ga4`}
          title={T.ga4.title}
          help={T.ga4.help}
          enabled={draft.ga4.enabled}
          disabled={busy}
          onToggle={(enabled) => patch('ga4', { enabled })}
        >
          <Field id={`${id}-ga4.measurementId`} label={T.ga4.id} error={errors['ga4.measurementId']}>
            <InputText
              id={`${id}-ga4.measurementId`}
              value={draft.ga4.measurementId}
              placeholder={T.ga4.placeholder}
              disabled={busy}
              autoComplete="off"
              {...described('ga4.measurementId')}
              onChange={(e) => patch('ga4', { measurementId: e.target.value })}
            />
          </Field>
        </PluginCard>
        <PluginCard
          id={`${id}-pixel`}
          title={T.pixel.title}
          help={T.pixel.help}
          enabled={draft.metaPixel.enabled}
          disabled={busy}
          onToggle={(enabled) => patch('metaPixel', { enabled })}
        >
          <Field id={`${id}-metaPixel.pixelId`} label={T.pixel.id} error={errors['metaPixel.pixelId']}>
            <InputText
              id={`${id}-metaPixel.pixelId`}
              value={draft.metaPixel.pixelId}
              placeholder={T.pixel.placeholder}
              inputMode="numeric"
              disabled={busy}
              autoComplete="off"
              {...described('metaPixel.pixelId')}
              onChange={(e) => patch('metaPixel', { pixelId: e.target.value })}
            />
          </Field>
        </PluginCard>
        <PluginCard
          id={`${id}-gsc`}
          title={T.searchConsole.title}
          help={T.searchConsole.help}
          enabled={draft.searchConsole.enabled}
          disabled={busy}
          onToggle={(enabled) => patch('searchConsole', { enabled })}
        >
          <Field id={`${id}-searchConsole.verificationToken`} label={T.searchConsole.id} error={errors['searchConsole.verificationToken']}>
            <InputText
              id={`${id}-searchConsole.verificationToken`}
              value={draft.searchConsole.verificationToken}
              disabled={busy}
              autoComplete="off"
              {...described('searchConsole.verificationToken')}
              onChange={(e) => patch('searchConsole', { verificationToken: e.target.value })}
            />
          </Field>
        </PluginCard>
        <PluginCard
          id={`${id}-webhook`}
          title={T.webhook.title}
          help={T.webhook.help}
          enabled={draft.webhook.enabled}
          disabled={busy}
          onToggle={(enabled) => patch('webhook', { enabled })}
        >
          <Field id={`${id}-webhook.url`} label={T.webhook.url} error={errors['webhook.url']}>
            <InputText
              id={`${id}-webhook.url`}
              type="url"
              value={draft.webhook.url}
              placeholder="https://"
              disabled={busy}
              autoComplete="off"
              {...described('webhook.url')}
              onChange={(e) => patch('webhook', { url: e.target.value })}
            />
          </Field>
          <Field id={`${id}-webhookSecret`} label={T.webhook.secret} help={T.webhook.secretHelp(hint)} error={errors.webhookSecret}>
            <Password
              inputId={`${id}-webhookSecret`}
              value={draft.webhookSecret}
              feedback={false}
              toggleMask
              disabled={busy}
              autoComplete="new-password"
              placeholder={hint ?? ''}
              {...described('webhookSecret', true)}
              onChange={(e) => setDraft((d) => ({ ...d, webhookSecret: e.target.value }))}
            />
          </Field>
        </PluginCard>
      </div>
      <div className="plugins-actions">
        <Button type="submit" label={T.save} icon="pi pi-check" loading={busy} />
      </div>
    </form>
  );
}

const SEVERITY: Record<WebhookDeliveryStatus, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  PENDING: 'secondary',
  SENDING: 'info',
  DELIVERED: 'success',
  RETRYING: 'warning',
  FAILED: 'danger',
};

function DeliveryList() {
  const id = useId();
  const deliveries = useRemoteData(fetchWebhookDeliveries, 'webhook-deliveries');
  const D = T.deliveries;
  return (
    <section className="plugins-deliveries" aria-labelledby={`${id}-title`}>
      <header>
        <h2 id={`${id}-title`}>{D.title}</h2>
        <Button type="button" label={D.refresh} icon="pi pi-refresh" outlined size="small" onClick={deliveries.retry} />
      </header>
      <p className="plugins-help">{D.help}</p>
      <RemoteView resource={deliveries} loading={<Skeleton height="8rem" />}>
        {({ data }) => (
          <div className="plugins-table-scroll">
            <DataTable value={[...data]} dataKey="id" size="small" emptyMessage={D.empty} aria-labelledby={`${id}-title`}>
              <Column header={D.columns.createdAt} body={(d: WebhookDelivery) => formatDateTime(d.lastAttemptAt ?? d.createdAt)} />
              <Column header={D.columns.event} body={(d: WebhookDelivery) => D.events[d.event]} />
              <Column header={D.columns.orderId} field="orderId" />
              <Column
                header={D.columns.status}
                body={(d: WebhookDelivery) => <Tag severity={SEVERITY[d.status]} value={WEBHOOK_DELIVERY_STATUS_LABELS[d.status]} />}
              />
              <Column header={D.columns.httpStatus} body={(d: WebhookDelivery) => d.httpStatus ?? '—'} />
              <Column header={D.columns.attempts} field="attempts" />
              <Column
                header={D.columns.error}
                body={(d: WebhookDelivery) => (
                  <span className="plugins-error">
                    {d.error ?? ''}
                    {d.status === 'RETRYING' && d.nextAttemptAt ? ` ${D.next(formatDateTime(d.nextAttemptAt))}` : ''}
                  </span>
                )}
              />
            </DataTable>
          </div>
        )}
      </RemoteView>
    </section>
  );
}
