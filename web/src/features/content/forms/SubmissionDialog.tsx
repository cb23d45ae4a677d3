import { Skeleton } from 'primereact/skeleton';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { FormSubmission } from '@shop/shared';
import { ApiError } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatBytes, formatDateTime } from '../../../format/format';
import { toastError } from '../../../ui/toast';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { fetchSubmission, markSubmission } from './forms-api';
import { answerText } from './submission-csv';
import { FORM_BUILDER_TEXTS } from './texts';

const T = FORM_BUILDER_TEXTS.submissions;

interface Props {
  readonly formId: string;
  readonly submission: FormSubmission;
  readonly onHide: () => void;
  /** Its read state changed: the list shows it. */
  readonly onChanged: () => void;
  readonly onRemove: () => void;
}

/** One submission: every answer with the label it was sent under, its files' download links (five minutes), read/unread, delete. Opening marks it read. */
export function SubmissionDialog({ formId, submission, onHide, onChanged, onRemove }: Props) {
  const detail = useRemoteData(async (signal) => (await fetchSubmission(formId, submission.id, signal)).data, submission.id);
  const [read, setRead] = useState(submission.read);
  const [busy, setBusy] = useState(false);
  const markedOnOpen = useRef(false);

  const mark = async (next: boolean) => {
    setBusy(true);
    try {
      await markSubmission(formId, submission.id, next);
      setRead(next);
      onChanged();
    } catch (error) {
      toastError(T.markFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (markedOnOpen.current || submission.read) return;
    markedOnOpen.current = true;
    void mark(true);
    // Once per opened submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submission.id]);

  return (
    <Dialog
      header={T.detailHeader}
      visible
      onHide={onHide}
      style={{ width: 'min(40rem, 95vw)' }}
      footer={
        <>
          <Button type="button" label={T.remove} icon="pi pi-trash" severity="danger" text onClick={onRemove} />
          <Button type="button" label={read ? T.markUnread : T.markRead} outlined loading={busy} onClick={() => void mark(!read)} />
          <Button type="button" label={T.close} onClick={onHide} />
        </>
      }
    >
      <RemoteView resource={detail} loading={<Skeleton height="10rem" />}>
        {(data) => (
          <dl className="submission-detail">
            <dt>{T.sentAt}</dt>
            <dd>{formatDateTime(data.createdAt)}</dd>
            {data.answers.map((answer) => (
              <div key={answer.fieldId} className="submission-detail-row">
                <dt>{answer.label}</dt>
                <dd>
                  {answer.file && data.fileLinks[answer.fieldId] ? (
                    <a href={data.fileLinks[answer.fieldId]} download={answer.file.fileName} rel="noopener">
                      {answer.file.fileName} ({formatBytes(answer.file.size)}) — {T.download}
                    </a>
                  ) : (
                    answerText(answer) || '—'
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </RemoteView>
    </Dialog>
  );
}
