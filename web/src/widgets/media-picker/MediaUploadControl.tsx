import { useRef } from 'react';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { MEDIA_MAX_BYTES } from '@shop/shared';
import { formatBytes } from '../../format/format';
import { MEDIA_UPLOAD_TEXTS } from './upload-texts';
import { WIDGET_TEXTS } from '../texts';
import { acceptedContentTypes, acceptedExtensions, type MediaAccept } from './media-accept';
import type { MediaUpload } from './use-media-upload';

/** "JPG, PNG, WEBP, GIF en fazla 10 MB": what the field takes and how large. */
const limitsOf = (accept: MediaAccept): string =>
  [...new Set(accept)].map((type) => `${acceptedExtensions([type])} en fazla ${formatBytes(MEDIA_MAX_BYTES[type])}`).join('; ');

/** The chooser button of the picker's toolbar. */
export function MediaUploadButton({ accept, busy, onFile }: { accept: MediaAccept; busy: boolean; onFile: (file: File) => void }) {
  const chooser = useRef<FileUpload>(null);
  const onUpload = (event: FileUploadHandlerEvent) => {
    const file = event.files[0];
    // Cleared at once so choosing the same file again (after a failure) fires again.
    chooser.current?.clear();
    if (file && !busy) onFile(file);
  };
  return (
    <FileUpload
      ref={chooser}
      mode="basic"
      name="file"
      accept={acceptedContentTypes(accept)}
      customUpload
      auto
      chooseLabel={MEDIA_UPLOAD_TEXTS.upload}
      chooseOptions={{ icon: 'pi pi-upload' }}
      disabled={busy}
      uploadHandler={onUpload}
    />
  );
}

/** What the field takes, then the running upload's progress or why the last one failed. */
export function MediaUploadStatus({ accept, upload }: { accept: MediaAccept; upload: MediaUpload | undefined }) {
  return (
    <div className="media-picker__upload">
      <small className="media-picker__hint">{WIDGET_TEXTS.mediaPicker.limits(limitsOf(accept))}</small>
      {upload && 'percent' in upload ? (
        <>
          <span aria-live="polite">{MEDIA_UPLOAD_TEXTS.uploading(upload.name)}</span>
          <ProgressBar value={upload.percent} aria-label={MEDIA_UPLOAD_TEXTS.progress} />
        </>
      ) : null}
      {upload && 'error' in upload ? (
        <Message severity="error" role="alert" text={`${MEDIA_UPLOAD_TEXTS.uploadFailed}: ${upload.name} — ${upload.error}`} />
      ) : null}
    </div>
  );
}
