import { useEffect } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ApiError } from '../api/client';
import { PAGE_TEXTS } from './texts';

/** What went wrong in Turkish: the API's own message when it sent one, else ours; the browser being offline is said as such. */
export const loadErrorText = (error: unknown, online: boolean = navigator.onLine): string => {
  if (!online) return PAGE_TEXTS.offline;
  if (error instanceof ApiError) return error.message;
  return PAGE_TEXTS.loadFailed;
};

/** The error with a retry button; when the browser comes back online it retries by itself. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="data-error" role="alert">
      <Message severity="error" text={loadErrorText(error)} />
      <Button label={PAGE_TEXTS.retry} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
