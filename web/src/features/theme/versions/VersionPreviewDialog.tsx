import { useRef } from 'react';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { PREVIEW_QUERY_PARAM, TAB_PAGE_TYPES, THEME_TAB_LABELS, type AreaTab } from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { LoadError } from '../../../widgets/data-page/LoadError';
import { useComponents, useThemeSettings } from '../state';
import { VERSION_TEXTS as T } from './texts';
import { versionPreviewMessages } from './version-list';
import type { ThemeVersionDetail } from '@shop/shared';
import { fetchVersion, type VersionsApi } from './versions-api';

const PREVIEW_SRC = `/?${PREVIEW_QUERY_PARAM}=1`;

export interface PreviewTarget {
  readonly area: AreaTab;
  readonly version: number;
}

/** A saved version in a storefront frame of its own, fed through the preview messages; nothing in it can be edited. */
export function VersionPreviewDialog({ api, target, onHide }: { api: VersionsApi; target: PreviewTarget | null; onHide: () => void }) {
  return (
    <Dialog
      visible={target !== null}
      onHide={onHide}
      header={target && <PreviewHeader target={target} />}
      modal
      maximizable
      className="versions-preview-dialog"
      style={{ width: 'min(72rem, 96vw)' }}
      contentClassName="versions-preview-content"
    >
      {target && <PreviewBody api={api} target={target} />}
    </Dialog>
  );
}

function PreviewHeader({ target }: { target: PreviewTarget }) {
  return (
    <span className="versions-preview-header">
      <span>{T.previewHeader(THEME_TAB_LABELS[target.area], target.version)}</span>
      <Tag value={T.readOnly} icon="pi pi-lock" severity="warning" />
    </span>
  );
}

function PreviewBody({ api, target }: { api: VersionsApi; target: PreviewTarget }) {
  const version = useRemoteData(
    (signal) => fetchVersion(api, TAB_PAGE_TYPES[target.area], target.version, signal),
    `${target.area}:${String(target.version)}`,
  );
  return (
    <>
      <Message severity="info" text={T.readOnlyHint} className="versions-preview-hint" />
      {version.status === 'loading' && (
        <div role="status" aria-label={T.previewLoading} className="versions-preview-state">
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />
        </div>
      )}
      {version.status === 'failed' && (
        <div className="versions-preview-state">
          <LoadError failure={version} onRetry={version.retry} summary={T.previewFailed} />
        </div>
      )}
      {version.status === 'ready' && <VersionFrame target={target} version={version.data} />}
    </>
  );
}

function VersionFrame({ target, version }: { target: PreviewTarget; version: ThemeVersionDetail }) {
  const builderComponents = useComponents();
  const { themeConfig, themeType } = useThemeSettings();
  // The frame is filled once, when it loads: later edits in the builder are not this version.
  const messages = useRef(versionPreviewMessages({ area: target.area, components: version.components, builderComponents, themeConfig, themeType }));
  const post = (frame: HTMLIFrameElement) => {
    for (const message of messages.current) frame.contentWindow?.postMessage(message, window.location.origin);
  };
  return (
    <iframe
      src={PREVIEW_SRC}
      title={T.previewFrame(target.version)}
      className="versions-preview-frame"
      data-testid="version-preview-frame"
      onLoad={(event) => {
        post(event.currentTarget);
      }}
    />
  );
}
