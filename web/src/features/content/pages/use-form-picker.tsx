import { useCallback, useRef, useState, type ReactNode } from 'react';
import { API_ROUTES, canAny } from '@shop/shared';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { FormPicker } from '../forms/FormPicker';
import type { FormBlockValue } from './form-block';

export interface FormPickerHook {
  /** The editor's **Form ekle**: resolves with the picked form, or undefined when the dialog is closed; absent without forms:manage. */
  readonly pickForm: (() => Promise<FormBlockValue | undefined>) | undefined;
  /** The dialog, to be drawn once by the page. */
  readonly dialog: ReactNode;
}

/**
 * Form Oluşturucu's picker as a promise for the page editor: the editor asks, the dialog answers.
 * Only an admin who may list the forms gets the button (a pages:manage-only role would meet a 403).
 */
export function useFormPicker(): FormPickerHook {
  const { groups } = useSignedInUser();
  const [visible, setVisible] = useState(false);
  const answer = useRef<((form: FormBlockValue | undefined) => void) | undefined>(undefined);
  const settle = (form: FormBlockValue | undefined) => {
    answer.current?.(form);
    answer.current = undefined;
    setVisible(false);
  };
  const pickForm = useCallback(
    () =>
      new Promise<FormBlockValue | undefined>((resolve) => {
        answer.current = resolve;
        setVisible(true);
      }),
    [],
  );
  return {
    pickForm: canAny(groups, API_ROUTES.listForms.access.anyOf) ? pickForm : undefined,
    dialog: <FormPicker visible={visible} onPick={(form) => settle(form)} onHide={() => settle(undefined)} />,
  };
}
