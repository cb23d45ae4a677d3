import { useCallback, useMemo, useState } from 'react';
import { withoutErrorsAt, type FieldErrors } from './field-errors';
import type { FieldSink } from './field-sink';
import { valueAt, withValueAt } from './use-component-data';

export interface CheckedDraft<D> {
  readonly draft: D;
  /** Where the fields write: the draft, and a write clears the messages at its path (the admin is fixing that field). */
  readonly sink: FieldSink;
  /** What the last check found, by field path. */
  readonly errors: FieldErrors;
  readonly setErrors: (errors: FieldErrors) => void;
  /** Starts over from other data (what is stored now), with no messages. */
  readonly replace: (draft: D) => void;
}

/**
 * A dialog's draft checked on its confirm (the popup editor): like useDraft, nothing leaves until the
 * dialog hands the draft on, and each field's message stays until that field is changed.
 */
export function useCheckedDraft<D extends object>(initial: D | (() => D)): CheckedDraft<D> {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sink = useMemo<FieldSink>(() => {
    const update = (path: string, change: (current: unknown) => unknown) => {
      setDraft((current) => withValueAt(current as Record<string, unknown>, path, change(valueAt(current as Record<string, unknown>, path))) as D);
      setErrors((current) => withoutErrorsAt(current, path));
    };
    const write = (path: string, value: unknown) => update(path, () => value);
    return { set: write, commit: write, update };
  }, []);
  const replace = useCallback((next: D) => {
    setDraft(next);
    setErrors({});
  }, []);
  return { draft, sink, errors, setErrors, replace };
}
