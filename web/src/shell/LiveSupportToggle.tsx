import { useEffect, useId, useState } from 'react';
import { InputSwitch } from 'primereact/inputswitch';
import { apiFetch } from '../api/client';
import { toastError, toastSuccess } from '../ui/toast';
import { liveSupportFailure, liveSupportToast } from './live-support-toast';
import { SHELL_TEXTS } from './texts';

const readLiveSupport = async (signal?: AbortSignal) => (await apiFetch('getLiveSupport', { ...(signal ? { signal } : {}) })).customerSupportEnabled;

/** The shop-wide live-support switch; only rendered for roles that hold support:manage. */
export function LiveSupportToggle() {
  const id = useId();
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(true);

  const load = (signal?: AbortSignal) =>
    readLiveSupport(signal).then(setEnabled, (error: unknown) => {
      if (!signal?.aborted) console.error('Canlı destek durumu alınamadı', error);
    });

  useEffect(() => {
    const controller = new AbortController();
    void readLiveSupport(controller.signal)
      .then(setEnabled, (error: unknown) => {
        if (!controller.signal.aborted) console.error('Canlı destek durumu alınamadı', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setBusy(false);
      });
    return () => controller.abort();
  }, []);

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      await apiFetch('setLiveSupport', { body: { enabled: next } });
      setEnabled(next);
      toastSuccess(liveSupportToast(next));
      // Spec: a refresh follows; re-reading the setting shows what the server now holds without losing the toast.
      await load();
    } catch (error) {
      toastError(liveSupportFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="live-support-toggle" data-tour="live-support">
      <InputSwitch
        inputId={id}
        checked={enabled === true}
        disabled={busy || enabled === undefined}
        aria-busy={busy}
        onChange={(event) => void change(event.value)}
      />
      <label htmlFor={id}>{SHELL_TEXTS.liveSupport}</label>
    </div>
  );
}
