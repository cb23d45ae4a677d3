import { useMemo, useState } from 'react';
import type { FieldSink } from './field-sink';
import { valueAt, withValueAt } from './use-component-data';

/**
 * A draft of the dialog's own and the sink its fields write to: every write lands in the draft at
 * once (no merging or undo steps, which only the builder's data has); nothing leaves until the
 * dialog's confirm hands the draft on.
 */
export function useDraft<D extends Record<string, unknown>>(initial: D | (() => D)): [D, FieldSink] {
  const [draft, setDraft] = useState(initial);
  const sink = useMemo<FieldSink>(() => {
    const write = (path: string, value: unknown) => setDraft((current) => withValueAt(current, path, value) as D);
    const update = (path: string, change: (current: unknown) => unknown) =>
      setDraft((current) => withValueAt(current, path, change(valueAt(current, path))) as D);
    return { set: write, commit: write, update };
  }, []);
  return [draft, sink];
}
