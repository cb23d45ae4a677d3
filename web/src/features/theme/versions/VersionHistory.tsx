import './versions.css';
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { isAreaTab } from '@shop/shared';
import { apiFetch } from '../../../api/client';
import { useBuilderActor } from '../state';
import { VERSION_TEXTS as T } from './texts';
import { VersionHistoryPanel } from './VersionHistoryPanel';
import { VersionPreviewDialog, type PreviewTarget } from './VersionPreviewDialog';
import type { VersionsApi } from './versions-api';

/** The toolbar's "Sürüm Geçmişi" button with its drawer and the read-only preview it opens. */
export function VersionHistory({ api = apiFetch }: { api?: VersionsApi }) {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const actor = useBuilderActor();
  const tab = actor.getSnapshot().context.currentTab;
  return (
    <>
      <Button
        icon="pi pi-replay"
        aria-label={T.open}
        tooltip={T.open}
        tooltipOptions={{ position: 'bottom' }}
        text
        rounded
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      />
      <Sidebar
        visible={open}
        onHide={() => {
          setOpen(false);
        }}
        position="right"
        header={<h2 className="versions-title">{T.title}</h2>}
        aria-label={T.title}
        closeIcon="pi pi-times"
        className="versions-sidebar"
      >
        {open && (
          <VersionHistoryPanel
            api={api}
            initialArea={isAreaTab(tab) ? tab : 'middle'}
            onPreview={(area, version) => {
              setPreview({ area, version });
            }}
          />
        )}
      </Sidebar>
      <VersionPreviewDialog
        api={api}
        target={preview}
        onHide={() => {
          setPreview(null);
        }}
      />
    </>
  );
}
