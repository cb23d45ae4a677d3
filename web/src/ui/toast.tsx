import { lazy, Suspense, useEffect, useRef } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';

// No page asks for a confirmation as the shell first paints, so the dialog (PrimeReact's Dialog with it) loads just after.
const ConfirmDialog = lazy(async () => ({ default: (await import('primereact/confirmdialog')).ConfirmDialog }));

let current: Toast | null = null;
const pending: ToastMessage[] = [];

/**
 * One toast stack and one confirmation dialog for the whole admin app: features call
 * `showToast` (and PrimeReact's `confirmDialog`) instead of mounting their own.
 */
export function ToastHost() {
  const ref = useRef<Toast>(null);
  useEffect(() => {
    current = ref.current;
    if (current && pending.length > 0) current.show(pending.splice(0));
    return () => {
      current = null;
    };
  }, []);
  return (
    <>
      <Toast ref={ref} position="top-right" />
      <Suspense fallback={null}>
        <ConfirmDialog />
      </Suspense>
    </>
  );
}

const DEFAULT_LIFE_MS = 4000;

/** Shows a toast; messages shown before the host mounts wait for it. */
export const showToast = (message: ToastMessage): void => {
  const withLife = { life: DEFAULT_LIFE_MS, ...message };
  if (current) current.show(withLife);
  else pending.push(withLife);
};

export const toastSuccess = (summary: string, detail?: string) => showToast({ severity: 'success', summary, ...(detail ? { detail } : {}) });
export const toastError = (summary: string, detail?: string) => showToast({ severity: 'error', summary, ...(detail ? { detail } : {}) });
export const toastWarning = (summary: string, detail?: string) => showToast({ severity: 'warn', summary, ...(detail ? { detail } : {}) });
