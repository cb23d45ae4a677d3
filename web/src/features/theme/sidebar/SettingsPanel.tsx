import { Suspense } from 'react';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { MESSAGES } from '@shop/shared';
import { LockedPanel } from '../scope/LockedPanel';
import { useComponentScope } from '../scope/scope-context';
import { scopedEditorFor } from '../scope/scoped-editor';
import { SCOPE_TEXTS } from '../scope/texts';
import { EDITOR_TYPES } from '../editors/editor-types';
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
  const scope = useComponentScope();
  if (!component) return null;
  // Outside the admin's scope the panel is read-only (issue 31); the header may offer its social accounts alone.
  const panel = scopedEditorFor(scope, component.componentType);
  const Editor = panel.kind === 'locked' ? undefined : panel.Editor;
  const { panel: typePanel } = EDITOR_TYPES[component.componentType];
  const title = BUILDER_TEXTS.settingsOf(component.name);
  return (
    <section className="builder-settings-panel" aria-label={title}>
      <header className="builder-settings-header">
        <h2>{title}</h2>
        <Button icon="pi pi-times" text rounded aria-label={BUILDER_TEXTS.close} onClick={() => send({ type: 'panel.close' })} />
      </header>
      <div className="builder-settings-body">
        {panel.kind === 'editor' && <ComponentNameField id={id} name={component.name} />}
        {panel.kind === 'social' && <p className="builder-scope-banner">{SCOPE_TEXTS.socialOnly}</p>}
        {panel.kind === 'locked' ? (
          <LockedPanel />
        ) : Editor ? (
          <Suspense fallback={<ProgressSpinner aria-label={BUILDER_TEXTS.loading} />}>
            {/* A lazy component from the module-level registry, looked up by type, not created here. */}
            <Editor componentId={id} />
          </Suspense>
        ) : 'opens' in typePanel ? (
          <Button type="button" label={typePanel.openLabel} icon="pi pi-pencil" outlined onClick={typePanel.opens} />
        ) : (
          <p className="builder-muted">{MESSAGES.empty.noSettings}</p>
        )}
      </div>
    </section>
  );
}
