import { useReducer, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { BULK_IMAGE_SELECTION_MAX, MEDIA_SEARCH_MAX_LENGTH, SEARCH_DEBOUNCE_MS, type Media } from '@shop/shared';
import type { LibraryMedia } from '@shop/shared';
import { MEDIA_UPLOAD_TEXTS } from './upload-texts';
import { toastSuccess } from '../../ui/toast';
import { WIDGET_TEXTS } from '../texts';
import { useDebouncedValue } from '../use-debounced-value';
import { acceptKind, listedType } from './media-accept';
import { mediaLoadErrorText } from './media-pages';
import { NO_PICKS, pickIndex, picksReducer, toMedia } from './media-picks';
import { MediaTile } from './MediaTile';
import { MediaUploadButton, MediaUploadStatus } from './MediaUploadControl';
import { useMediaLibrary, type MediaLibraryHandle } from './use-media-library';
import { useMediaUpload } from './use-media-upload';
import './media-picker.css';

export interface MediaPickerDialogProps {
  readonly visible: boolean;
  /** The media types the field takes; with one type only that type is listed and uploaded. */
  readonly accept: readonly ('IMAGE' | 'VIDEO')[];
  /** 1: one file; more: several, in the order picked (at most BULK_IMAGE_SELECTION_MAX). */
  readonly max: number;
  /** The picked files in pick order; never empty. The caller closes the dialog. */
  readonly onConfirm: (media: Media[]) => void;
  readonly onHide: () => void;
  /** The dialog's title; "Görsel Seç", "Video Seç" or "Medya Seç" by `accept` without it (MediaField passes its label). */
  readonly title?: string | undefined;
}

const T = WIDGET_TEXTS.mediaPicker;

/**
 * Picks files from the media library: pages of thumbnails, a search by file name (run by the
 * server) and an upload in place, whose file joins the list picked.
 */
export function MediaPickerDialog({ visible, accept, max, onConfirm, onHide, title }: MediaPickerDialogProps) {
  // The gallery's bulk pick is the largest there is; a larger max would outgrow what it stores.
  const limit = Math.max(1, Math.min(Math.floor(max), BULK_IMAGE_SELECTION_MAX));
  const [{ picks, refused }, dispatch] = useReducer(picksReducer, NO_PICKS);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const library = useMediaLibrary(listedType(accept), debouncedSearch, visible);
  const searchRef = useRef<HTMLInputElement>(null);

  const uploader = useMediaUpload(accept, (item) => {
    library.addUploaded(item);
    toastSuccess(MEDIA_UPLOAD_TEXTS.uploaded(item.name));
    // A new upload is what the user wants: picked at once, unless that would pass the limit.
    dispatch({ type: 'uploaded', item, max: limit });
  });

  // Each opening starts afresh: no picks, no old upload message, and no search (cleared on
  // closing, so the debounced value is empty again by the next opening).
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      dispatch({ type: 'reset' });
      if (!uploader.busy) uploader.clear();
    } else setSearch('');
  }

  const kind = acceptKind(accept);
  const footer = (
    <div className="media-picker__footer">
      {limit > 1 ? (
        <span className="media-picker__count" aria-live="polite">
          {T.pickedCount(picks.length, limit)}
        </span>
      ) : null}
      <Button type="button" label={WIDGET_TEXTS.cancel} outlined onClick={onHide} />
      <Button
        type="button"
        label={T.confirm}
        icon="pi pi-check"
        disabled={limit === 1 && picks.length === 0}
        onClick={() => onConfirm(picks.map(toMedia))}
      />
    </div>
  );

  return (
    <Dialog
      header={title ?? T.title[kind]}
      visible={visible}
      onHide={onHide}
      onShow={() => searchRef.current?.focus()}
      footer={footer}
      style={{ width: '56rem' }}
      breakpoints={{ '960px': '95vw' }}
    >
      <div className="media-picker">
        <div className="media-picker__toolbar">
          <IconField iconPosition="left" className="media-picker__search">
            <InputIcon className="pi pi-search" />
            <InputText
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={T.searchPlaceholder}
              aria-label={T.search}
              maxLength={MEDIA_SEARCH_MAX_LENGTH}
              ref={searchRef}
            />
          </IconField>
          <MediaUploadButton accept={accept} busy={uploader.busy} onFile={(file) => void uploader.start(file)} />
        </div>
        <MediaUploadStatus accept={accept} upload={uploader.upload} />
        {refused ? <Message severity="warn" role="alert" text={T.tooMany(limit)} /> : null}
        <MediaList
          library={library}
          picks={picks}
          bulk={limit > 1}
          emptyText={debouncedSearch.trim() === '' ? T.empty[kind] : T.noMatch(debouncedSearch.trim())}
          onToggle={(item) => dispatch({ type: 'toggle', item, max: limit })}
        />
      </div>
    </Dialog>
  );
}

interface MediaListProps {
  readonly library: MediaLibraryHandle;
  readonly picks: readonly LibraryMedia[];
  readonly bulk: boolean;
  readonly emptyText: string;
  readonly onToggle: (item: LibraryMedia) => void;
}

function MediaList({ library, picks, bulk, emptyText, onToggle }: MediaListProps) {
  if (!library.loaded && library.error !== undefined) return <LoadFailure library={library} />;
  if (!library.loaded) {
    return (
      <ul className="media-picker__grid" aria-busy="true" aria-label={WIDGET_TEXTS.loading}>
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i}>
            <Skeleton height="9rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (library.items.length === 0 && library.nextCursor === undefined) {
    return (
      <p className="media-picker__state" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      {library.items.length === 0 ? (
        <p className="media-picker__state" role="status">
          {T.noMatchYet}
        </p>
      ) : (
        <ul className="media-picker__grid" aria-label={T.list} aria-busy={library.loading}>
          {library.items.map((item) => {
            const index = pickIndex(picks, item);
            return (
              <MediaTile key={item.id} media={item} picked={index >= 0} order={bulk && index >= 0 ? index + 1 : undefined} onToggle={onToggle} />
            );
          })}
        </ul>
      )}
      {library.error !== undefined ? <LoadFailure library={library} /> : null}
      {library.nextCursor !== undefined && library.error === undefined ? (
        <div className="media-picker__more">
          <Button
            type="button"
            label={T.loadMore}
            icon="pi pi-angle-down"
            outlined
            size="small"
            loading={library.loading}
            onClick={library.loadMore}
          />
        </div>
      ) : null}
    </>
  );
}

function LoadFailure({ library }: { library: MediaLibraryHandle }) {
  return (
    <div className="media-picker__state">
      <Message severity="error" role="alert" text={mediaLoadErrorText(library.error)} />
      <Button type="button" label={WIDGET_TEXTS.retry} icon="pi pi-refresh" outlined size="small" onClick={library.retry} />
    </div>
  );
}
