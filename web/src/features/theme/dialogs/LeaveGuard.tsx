import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { confirmDialog } from 'primereact/confirmdialog';
import { useIsDirty } from '../state';
import { BUILDER_TEXTS } from '../texts';

/**
 * Leaving with unsaved changes asks first: the browser's own prompt on reload or closing the tab, and
 * our dialog on a navigation inside the app. The latter needs a data router (useBlocker); under a
 * plain <BrowserRouter> only the browser prompt applies.
 */
export function LeaveGuard() {
  const dirty = useIsDirty();
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated, yet still what those browsers read
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return dataRouter ? <RouteBlocker dirty={dirty} /> : null;
}

function RouteBlocker({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmDialog({
      header: BUILDER_TEXTS.leaveHeader,
      message: BUILDER_TEXTS.leaveMessage,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: BUILDER_TEXTS.leaveAccept,
      rejectLabel: BUILDER_TEXTS.leaveReject,
      defaultFocus: 'reject',
      accept: () => blocker.proceed(),
      reject: () => blocker.reset(),
      onHide: () => blocker.reset(),
    });
  }, [blocker]);
  return null;
}
