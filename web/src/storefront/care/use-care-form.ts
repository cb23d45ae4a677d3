import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { postCare, type CareOutcome } from './care-api';
import { CARE_TEXTS as T } from './texts';

export type Errors = Readonly<Record<string, string>>;

/**
 * The send cycle both care forms share: the time the form was on screen, the local check, the
 * server's refusals by field (the first invalid field focused, else the alert), and the success.
 * `order` lists the fields in the page's order, so focus goes to the first one with an error.
 */
export function useCareForm(options: {
  readonly path: Parameters<typeof postCare>[0];
  readonly order: readonly string[];
  readonly controlId: (field: string) => string;
  readonly check: () => Errors;
  readonly body: () => Record<string, unknown>;
}) {
  const shownAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, []);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState<string | undefined>();
  const [focusRequest, setFocusRequest] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const receivedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = options.order.find((f) => errors[f]);
    if (first) document.getElementById(options.controlId(first))?.focus();
    else alertRef.current?.focus();
    // Only a new request moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
  useEffect(() => {
    if (received !== undefined) receivedRef.current?.focus();
  }, [received]);

  const refuse = (next: Errors, message: string | undefined) => {
    setErrors(next);
    setAlert(message);
    setFocusRequest((n) => n + 1);
  };

  const describe = (outcome: CareOutcome & { ok: false }) => {
    const byField: Record<string, string> = {};
    for (const issue of outcome.issues) if (options.order.includes(issue.path) && !byField[issue.path]) byField[issue.path] = issue.message;
    const message =
      outcome.status === 0
        ? T.offline
        : outcome.status === 429
          ? T.tooMany
          : Object.keys(byField).length > 0
            ? T.fixErrors
            : (outcome.message ?? T.failed);
    refuse(byField, message);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending) return;
    const local = options.check();
    if (Object.keys(local).length > 0) {
      refuse(local, T.fixErrors);
      return;
    }
    setSending(true);
    try {
      const outcome = await postCare(options.path, {
        ...options.body(),
        fillMs: Math.round(performance.now() - (shownAt.current ?? performance.now())),
      });
      if (outcome.ok) setReceived(outcome.message);
      else describe(outcome);
    } finally {
      setSending(false);
    }
  };

  /** An edited field's error goes until the next send; with the last one, the alert goes too. */
  const clearError = (field: string) => {
    if (!errors[field]) return;
    const { [field]: _, ...rest } = errors;
    setErrors(rest);
    if (Object.keys(rest).length === 0) setAlert(undefined);
  };

  const reset = () => {
    setReceived(undefined);
    setErrors({});
    setAlert(undefined);
    shownAt.current = performance.now();
  };

  return { errors, alert, sending, received, alertRef, receivedRef, submit, clearError, reset };
}
