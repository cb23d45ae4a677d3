import '../../catalog/setup/setup.css';
import '../../settings/cargo/cargo.css';
import './live-chat.css';
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { findAdminPage, liveChatSettingsSchema, WEEKDAY_LABELS, WEEKDAYS, type LiveChatSettings, type SupportDay, type Weekday } from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { useRemoteData } from '../../../api/use-remote-data';
import { toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { SettingsSection as Section } from '../../settings/SettingsSection';
import { fetchChatSettings, saveChatSettings } from './live-chat-api';
import { LIVE_CHAT_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/live-support/settings')?.label;
const T = LIVE_CHAT_TEXTS.settings;

/** Canlı Destek Ayarları: support hours per weekday (Europe/Istanbul), greeting and offline messages, waiting and retention. */
export default function LiveChatSettingsPage() {
  const loaded = useRemoteData(async (signal) => (await fetchChatSettings(signal)).data, 'live-chat-settings');
  return (
    <DataPage title={TITLE} intro={<p>{T.intro}</p>}>
      <RemoteView
        resource={loaded}
        loading={
          <div className="setup-form" aria-busy="true" aria-label={T.loading}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="3rem" />
            ))}
          </div>
        }
      >
        {(settings) => <SettingsForm settings={settings} />}
      </RemoteView>
    </DataPage>
  );
}

function SettingsForm({ settings }: { settings: LiveChatSettings }) {
  const id = useId();
  const [draft, setDraft] = useState(settings);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const setDay = (day: Weekday, change: Partial<SupportDay>) =>
    setDraft((d) => ({ ...d, hours: { ...d.hours, [day]: { ...d.hours[day], ...change } } }));

  const submit = async () => {
    const parsed = liveChatSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setDraft((await saveChatSettings(parsed.data)).data);
      toastSuccess(T.saved);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : LIVE_CHAT_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="setup-form cargo-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {error ? <Message severity="error" text={error} /> : null}
      <Section id={`${id}-hours`} heading={T.hours} help={T.hoursHelp}>
        <div className="live-chat-settings__hours" role="group" aria-labelledby={`${id}-hours`}>
          {WEEKDAYS.map((day) => {
            const hours = draft.hours[day];
            return (
              <div key={day} style={{ display: 'contents' }}>
                <span>{WEEKDAY_LABELS[day]}</span>
                <span className="setup-check">
                  <Checkbox
                    inputId={`${id}-${day}-open`}
                    checked={hours.open}
                    onChange={(e) => setDay(day, { open: e.checked === true })}
                    disabled={busy}
                  />
                  <label htmlFor={`${id}-${day}-open`}>{T.open}</label>
                </span>
                <InputText
                  type="time"
                  value={hours.from}
                  onChange={(e) => setDay(day, { from: e.target.value })}
                  aria-label={`${WEEKDAY_LABELS[day]} ${T.from}`}
                  disabled={busy || !hours.open}
                />
                <InputText
                  type="time"
                  value={hours.to}
                  onChange={(e) => setDay(day, { to: e.target.value })}
                  aria-label={`${WEEKDAY_LABELS[day]} ${T.to}`}
                  disabled={busy || !hours.open}
                />
              </div>
            );
          })}
        </div>
      </Section>
      <Section id={`${id}-messages`} heading={T.messages}>
        <label htmlFor={`${id}-greeting`}>{T.greeting}</label>
        <InputTextarea
          id={`${id}-greeting`}
          value={draft.greeting}
          onChange={(e) => setDraft({ ...draft, greeting: e.target.value })}
          maxLength={500}
          rows={2}
          disabled={busy}
        />
        <label htmlFor={`${id}-offline`}>{T.offline}</label>
        <InputTextarea
          id={`${id}-offline`}
          value={draft.offlineMessage}
          onChange={(e) => setDraft({ ...draft, offlineMessage: e.target.value })}
          maxLength={500}
          rows={2}
          disabled={busy}
        />
      </Section>
      <Section id={`${id}-limits`} heading={T.limits}>
        <label htmlFor={`${id}-wait`}>{T.maxWait}</label>
        <InputNumber
          inputId={`${id}-wait`}
          value={draft.maxWaitMinutes}
          onValueChange={(e) => setDraft({ ...draft, maxWaitMinutes: e.value ?? 1 })}
          min={1}
          max={120}
          disabled={busy}
        />
        <small>{T.maxWaitHelp}</small>
        <label htmlFor={`${id}-retention`}>{T.retention}</label>
        <InputNumber
          inputId={`${id}-retention`}
          value={draft.retentionDays}
          onValueChange={(e) => setDraft({ ...draft, retentionDays: e.value ?? 180 })}
          min={1}
          max={3650}
          disabled={busy}
        />
        <small>{T.retentionHelp}</small>
      </Section>
      <div className="setup-actions">
        <Button type="submit" label={T.save} loading={busy} />
      </div>
    </form>
  );
}
