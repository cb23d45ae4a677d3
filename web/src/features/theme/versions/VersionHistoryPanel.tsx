import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { AREA_TABS, TAB_PAGE_TYPES, THEME_TAB_LABELS, type AreaTab } from '@shop/shared';
import { ApiError } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { LoadError } from '../../../widgets/data-page/LoadError';
import { toastError, toastSuccess } from '../../../ui/toast';
import { useBuilderActor, useBuilderSelector, useBuilderSend, useIsDirty, useSaveStatus } from '../state';
import { VERSION_TEXTS as T } from './texts';
import { versionRows, type VersionRow } from './version-list';
import { fetchVersions, restoreVersion, type VersionsApi } from './versions-api';

const AREA_OPTIONS = AREA_TABS.map((value) => ({ value, label: THEME_TAB_LABELS[value] }));
const SKELETON_ROWS = [0, 1, 2];
/** While the panel is open, the list is read again this often (other admins save without telling this browser). */
export const VERSIONS_REFRESH_MS = 30_000;

export interface VersionHistoryPanelProps {
  readonly api: VersionsApi;
  readonly initialArea: AreaTab;
  /** Opens the read-only preview of a version of an area. */
  readonly onPreview: (area: AreaTab, version: number) => void;
}

/**
 * The saved versions of one area, newest first: who saved, when, how many components, with a
 * preview and a one-click rollback. A rollback is itself a new version, so it can be rolled forward.
 */
export function VersionHistoryPanel({ api, initialArea, onPreview }: VersionHistoryPanelProps) {
  const [area, setArea] = useState<AreaTab>(initialArea);
  const [conflict, setConflict] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const actor = useBuilderActor();
  const send = useBuilderSend();
  const dirty = useIsDirty();
  const saveStatus = useSaveStatus();
  const busy = saveStatus === 'saving' || saveStatus === 'syncing' || restoring !== null;
  const pageType = TAB_PAGE_TYPES[area];
  const list = useRemoteData((signal) => fetchVersions(api, pageType, signal), pageType);
  const { retry, refresh } = list;
  const areaLabel = THEME_TAB_LABELS[area];

  // A save or reload of this area in the builder, the admin coming back to the window, and every
  // 30 s while open: the list follows without flashing back to its loading state.
  const builderVersion = useBuilderSelector((snapshot) => snapshot.context.versions[pageType]);
  const listedAt = useRef(builderVersion);
  useEffect(() => {
    if (listedAt.current === builderVersion) return;
    listedAt.current = builderVersion;
    refresh();
  }, [builderVersion, refresh]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(refresh, VERSIONS_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [refresh]);

  const restore = async (row: VersionRow) => {
    setRestoring(row.version);
    setConflict(false);
    try {
      // The builder's own version of the area: if anyone saved since the builder loaded it, the API says 409.
      const base = actor.getSnapshot().context.versions[pageType];
      const restored = await restoreVersion(api, pageType, row.version, base);
      // The list is read again below; the builder reaching this version then needs no second read.
      listedAt.current = restored.version;
      send({ type: 'tab.switch', tab: area });
      send({ type: 'theme.reloadServer' });
      toastSuccess(T.restoredSummary, T.restored(areaLabel, row.version, restored.version));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else toastError(T.restoreFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setRestoring(null);
      retry();
    }
  };

  const askRestore = (row: VersionRow) =>
    confirmDialog({
      header: T.confirmHeader,
      message: (
        <span className="versions-confirm">
          <span>{T.confirmMessage(areaLabel, row.version)}</span>
          {dirty && <strong>{T.confirmUnsaved}</strong>}
        </span>
      ),
      icon: 'pi pi-replay',
      acceptLabel: T.confirmAccept,
      rejectLabel: T.confirmReject,
      acceptClassName: dirty ? 'p-button-danger' : '',
      defaultFocus: 'reject',
      accept: () => void restore(row),
    });

  const loadCurrent = () => {
    setConflict(false);
    send({ type: 'theme.reloadServer' });
  };
  const askLoadCurrent = () => {
    if (!dirty) {
      loadCurrent();
      return;
    }
    confirmDialog({
      header: T.conflictReload,
      message: T.confirmUnsaved,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.conflictReload,
      rejectLabel: T.confirmReject,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: loadCurrent,
    });
  };

  return (
    <div className="versions-panel">
      <p className="versions-intro">{T.intro}</p>
      <SelectButton
        value={area}
        options={AREA_OPTIONS}
        allowEmpty={false}
        onChange={(event) => {
          if (!event.value) return;
          setArea(event.value as AreaTab);
          setConflict(false);
        }}
        aria-label={T.area}
        className="versions-areas"
      />
      {conflict && (
        <Message
          severity="warn"
          className="versions-conflict"
          content={
            <div className="versions-conflict-body">
              <span>{T.conflict}</span>
              <Button label={T.conflictReload} icon="pi pi-refresh" size="small" outlined onClick={askLoadCurrent} />
            </div>
          }
        />
      )}
      {(saveStatus === 'saving' || saveStatus === 'syncing') && <p className="versions-hint">{T.busy}</p>}
      {list.status === 'loading' && (
        <div role="status" aria-label={T.loading} className="versions-list">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} height="5.5rem" />
          ))}
        </div>
      )}
      {list.status === 'failed' && <LoadError failure={list} onRetry={retry} summary={T.loadFailed} />}
      {list.status === 'ready' && list.data.items.length === 0 && <p className="versions-state">{T.empty}</p>}
      {list.status === 'ready' && list.data.items.length > 0 && (
        <ol className="versions-list" aria-label={T.listOf(areaLabel)}>
          {versionRows(list.data.items, list.data.readAt).map((row) => (
            <VersionItem
              key={row.version}
              row={row}
              busy={busy}
              restoring={restoring === row.version}
              onPreview={() => {
                onPreview(area, row.version);
              }}
              onRestore={() => askRestore(row)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface VersionItemProps {
  readonly row: VersionRow;
  readonly busy: boolean;
  readonly restoring: boolean;
  readonly onPreview: () => void;
  readonly onRestore: () => void;
}

function VersionItem({ row, busy, restoring, onPreview, onRestore }: VersionItemProps) {
  return (
    <li className="versions-item" data-testid="version-item" aria-current={row.current ? 'true' : undefined}>
      <div className="versions-item-head">
        <span className="versions-item-title">{row.title}</span>
        {row.current && <Tag value={T.current} severity="success" />}
      </div>
      {row.restoredNote && <span className="versions-item-note">{row.restoredNote}</span>}
      <dl className="versions-item-meta">
        <dt className="versions-sr">{T.savedBy}</dt>
        <dd>
          <i className="pi pi-user" aria-hidden="true" /> {row.savedBy}
        </dd>
        <dt className="versions-sr">{T.when}</dt>
        <dd>
          <i className="pi pi-clock" aria-hidden="true" />{' '}
          <time dateTime={row.createdAt} title={row.absolute}>
            {row.relative} · {row.absolute}
          </time>
        </dd>
        <dt className="versions-sr">{T.size}</dt>
        <dd>
          <i className="pi pi-th-large" aria-hidden="true" /> {row.count}
        </dd>
      </dl>
      <div className="versions-item-actions">
        <Button label={T.preview} icon="pi pi-eye" size="small" text aria-label={T.previewOf(row.version)} onClick={onPreview} />
        {!row.current && (
          <Button
            label={T.restore}
            icon="pi pi-replay"
            size="small"
            outlined
            aria-label={T.restoreOf(row.version)}
            loading={restoring}
            disabled={busy}
            onClick={onRestore}
          />
        )}
      </div>
    </li>
  );
}
