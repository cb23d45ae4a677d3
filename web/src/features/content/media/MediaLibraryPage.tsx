import { useRef, useState } from 'react';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { Skeleton } from 'primereact/skeleton';
import { findAdminPage, MEDIA_MAX_BYTES, responsiveImage } from '@shop/shared';
import { formatBytes, formatDateTime } from '../../../format/format';
import { CursorFrame } from '../../../widgets/data-page/CursorFrame';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { useCursorPages } from '../../../widgets/data-page/use-cursor-pages';
import { toastError, toastSuccess } from '../../../ui/toast';
import { fetchMedia, uploadSteps } from '../../../widgets/media-picker/media-api';
import type { LibraryMedia } from '@shop/shared';
import { ACCEPTED_TYPES, uploadErrorText, uploadMedia } from '../../../widgets/media-picker/media-upload';
import { MediaDeleteButton } from './MediaDeleteButton';
import { MEDIA_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/gallery')?.label;
const LIMITS = `${MEDIA_TEXTS.image.toLowerCase()} en fazla ${formatBytes(MEDIA_MAX_BYTES.IMAGE)}, ${MEDIA_TEXTS.video.toLowerCase()} en fazla ${formatBytes(MEDIA_MAX_BYTES.VIDEO)}`;

type Upload = { name: string; percent: number } | { name: string; error: string };

function MediaTile({ media, onDeleted }: { media: LibraryMedia; onDeleted: () => void }) {
  return (
    <li className="media-tile">
      {media.type === 'IMAGE' ? (
        <img className="media-thumb" {...responsiveImage(media, '12rem')} alt={media.name} loading="lazy" decoding="async" />
      ) : (
        <div className="media-thumb media-thumb-video" role="img" aria-label={`${MEDIA_TEXTS.video}: ${media.name}`}>
          <i className="pi pi-video" aria-hidden="true" />
        </div>
      )}
      <div className="media-meta">
        <span className="media-name" title={media.name}>
          {media.name}
        </span>
        <span className="media-sub">
          {media.type === 'IMAGE' ? MEDIA_TEXTS.image : MEDIA_TEXTS.video} · {formatBytes(media.size)}
        </span>
        <span className="media-sub">{formatDateTime(media.createdAt)}</span>
      </div>
      <MediaDeleteButton media={media} onDeleted={onDeleted} />
    </li>
  );
}

export default function MediaLibraryPage() {
  const pages = useCursorPages(fetchMedia);
  const [upload, setUpload] = useState<Upload>();
  const chooser = useRef<FileUpload>(null);
  const busy = upload !== undefined && 'percent' in upload;

  const onUpload = async (event: FileUploadHandlerEvent) => {
    const file = event.files[0];
    chooser.current?.clear();
    if (!file || busy) return;
    setUpload({ name: file.name, percent: 0 });
    try {
      await uploadMedia(file, uploadSteps, (fraction) => setUpload({ name: file.name, percent: Math.round(fraction * 100) }));
      setUpload(undefined);
      toastSuccess(MEDIA_TEXTS.uploaded(file.name));
      // The newest file is first: show the first page again.
      if (pages.pageNumber === 1) pages.retry();
      else pages.setLimit(pages.limit);
    } catch (error) {
      const text = uploadErrorText(error);
      setUpload({ name: file.name, error: text });
      toastError(MEDIA_TEXTS.uploadFailed, text);
    }
  };

  return (
    <DataPage
      title={TITLE}
      actions={
        <FileUpload
          ref={chooser}
          mode="basic"
          name="file"
          accept={ACCEPTED_TYPES}
          customUpload
          auto
          chooseLabel={MEDIA_TEXTS.upload}
          chooseOptions={{ icon: 'pi pi-upload' }}
          disabled={busy}
          uploadHandler={(event) => void onUpload(event)}
        />
      }
    >
      <div className="upload-panel">
        <small className="media-sub">{MEDIA_TEXTS.hint(LIMITS)}</small>
        {upload && 'percent' in upload ? (
          <>
            <span aria-live="polite">{MEDIA_TEXTS.uploading(upload.name)}</span>
            <ProgressBar value={upload.percent} aria-label={MEDIA_TEXTS.progress} />
          </>
        ) : null}
        {upload && 'error' in upload ? <Message severity="error" text={`${MEDIA_TEXTS.uploadFailed}: ${upload.name} — ${upload.error}`} /> : null}
      </div>
      <CursorFrame pages={pages}>
        <div className="media-body">
          {pages.status === 'loading' ? (
            <ul className="media-grid" aria-busy="true" aria-label={MEDIA_TEXTS.gridLabel}>
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton height="10rem" />
                </li>
              ))}
            </ul>
          ) : pages.rows.length === 0 ? (
            <p>{MEDIA_TEXTS.empty}</p>
          ) : (
            <ul className="media-grid" aria-label={MEDIA_TEXTS.gridLabel}>
              {pages.rows.map((media) => (
                <MediaTile key={media.id} media={media} onDeleted={pages.retry} />
              ))}
            </ul>
          )}
        </div>
      </CursorFrame>
    </DataPage>
  );
}
