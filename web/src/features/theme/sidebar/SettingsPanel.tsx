import { Suspense } from 'react';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { MESSAGES } from '@shop/shared';
import { EDITOR_TYPES } from '../editors/editor-types';
import { editorFor } from '../editors/registry';
import { ComponentNameField } from './ComponentNameField';
import { useBuilderSend, useComponent, usePanelOpen, useSelectedComponentId } from '../state';
import { BUILDER_TEXTS } from '../texts';

/**
 * The selected component's settings, beside the sidebar: its name, then the editor of its type, or a
 * button to the type's own editor (the popup's dialog).
 */
export function SettingsPanel() {
  const open = usePanelOpen();
  const selectedId = useSelectedComponentId();
  if (!open || !selectedId) return null;
  return <OpenPanel id={selectedId} />;
}

function OpenPanel({ id }: { id: string }) {
  const component = useComponent(id);
  const send = useBuilderSend();
  if (!component) return null;
  const Editor = editorFor(component.componentType);
  const { panel } = EDITOR_TYPES[component.componentType];
  const title = BUILDER_TEXTS.settingsOf(component.name);
  return (
    <section className="builder-settings-panel" aria-label={title}>
      <header className="builder-settings-header">
        <h2>{title}</h2>
        <Button icon="pi pi-times" text rounded aria-label={BUILDER_TEXTS.close} onClick={() => send({ type: 'panel.close' })} />
      </header>
      <div className="builder-settings-body">
        <ComponentNameField id={id} name={component.name} />
        {Editor ? (
          <Suspense fallback={<ProgressSpinner aria-label={BUILDER_TEXTS.loading} />}>
            {/* A lazy component from the module-level registry, looked up by type, not created here. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Editor componentId={id} />
          </Suspense>
        ) : 'opens' in panel ? (
          <Button type="button" label={panel.openLabel} icon="pi pi-pencil" outlined onClick={panel.opens} />
        ) : (
          <p className="builder-muted">{MESSAGES.empty.noSettings}</p>
        )}
      </div>
    </section>
  );
}
