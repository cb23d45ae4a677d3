import { withValueAt } from '../use-component-data';
import type { FieldSink } from '../field-sink';

type Data = Record<string, unknown>;

/** A value and the settings its choice presets, written as one change (one undo step in the builder). */
export const writeWithPresets = (sink: FieldSink, key: string, value: unknown, presets: Readonly<Record<string, unknown>> | undefined) => {
  if (presets === undefined || Object.keys(presets).length === 0) {
    sink.commit(key, value);
    return;
  }
  sink.update('', (current) =>
    Object.entries(presets).reduce<Data>((data, [path, preset]) => withValueAt(data, path, preset), withValueAt(current as Data, key, value)),
  );
};
