import { useEffect, useRef } from 'react';
import { MESSAGES } from '@shop/shared';
import { toastError, toastSuccess } from '../../../ui/toast';
import { useSaveStatus } from '../state';

/** The spec's save toasts, once per finished save. */
export function SaveFeedback() {
  const status = useSaveStatus();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'saving') return;
    if (status === 'saved') toastSuccess(MESSAGES.success.themeSaved);
    else if (status === 'failed') toastError(MESSAGES.errors.themeSave);
  }, [status]);
  return null;
}
