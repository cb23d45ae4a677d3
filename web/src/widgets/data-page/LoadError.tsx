import { useEffect } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { LoadFailure } from '../../api/use-remote-data';
import { PAGE_TEXTS } from './texts';
import './load-error.css';

interface Props {
  readonly failure: LoadFailure;
  readonly onRetry: () => void;
  /** What could not be loaded ("Sürümler yüklenemedi."): said first, with the API's message under it. Without it the API's message stands alone. */
  readonly summary?: string;
}

/**
 * The one view of a failed load: what went wrong in Turkish (the browser being offline is said as
 * such) and a retry button; when the browser comes back online it retries by itself.
 */
export function LoadError({ failure, onRetry, summary }: Props) {
  const { offline } = failure;
  useEffect(() => {
    window.addEventListener('online', onRetry);
    // The connection may have come back between the failure and this listener (effects run after paint).
    if (offline && navigator.onLine) onRetry();
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry, offline]);
  const text = failure.offline ? PAGE_TEXTS.offline : (summary ?? (failure.message || PAGE_TEXTS.loadFailed));
  const detail = !failure.offline && summary !== undefined ? failure.message : '';
  // PrimeReact's Message is the alert: the text and the detail are announced once; the retry button is no part of the announcement.
  return (
    <div className="data-error">
      <Message
        severity="error"
        text={
          <>
            {text}
            {detail && <span className="data-error-detail">{detail}</span>}
          </>
        }
      />
      <Button label={PAGE_TEXTS.retry} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
