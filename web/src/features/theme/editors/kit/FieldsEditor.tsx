import { useId, useMemo } from 'react';
import { componentDataSchemas, type ComponentType } from '@shop/shared';
import { EditorRootContext } from './editor-root';
import type { EditorConfig } from './field-config';
import { fieldErrors } from './field-errors';
import type { FieldSink } from './field-sink';
import { SectionsForm } from './FieldsForm';
import { useComponentData } from './use-component-data';

/**
 * The one settings editor: reads a fields config and the component's data, writes every change to
 * the builder at once (one undo step per burst on a field) and shows what the type's schema says
 * about the data under each field.
 */
export function FieldsEditor<T extends ComponentType>({ componentId, config }: { componentId: string; config: EditorConfig<T> }) {
  const handle = useComponentData(componentId, config.type);
  const idPrefix = useId();
  const data = handle?.data;
  const errors = useMemo(() => fieldErrors(componentDataSchemas[config.type], data), [config.type, data]);
  const set = handle?.set;
  const commit = handle?.commit;
  const update = handle?.update;
  const sink = useMemo<FieldSink | null>(() => (set && commit && update ? { set, commit, update } : null), [set, commit, update]);
  if (!data || !sink) return null;
  return (
    <EditorRootContext.Provider value={data}>
      <SectionsForm sections={config.sections} data={data} errors={errors} idPrefix={idPrefix} sink={sink} />
    </EditorRootContext.Provider>
  );
}
