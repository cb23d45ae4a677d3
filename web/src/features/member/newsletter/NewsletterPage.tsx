import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { findAdminPage, type NewsletterSubscriber } from '@shop/shared';
import { formatDateTime } from '../../../format/format';
import { CsvExportButton } from '../../../widgets/data-page/CsvExportButton';
import { CursorTable, type TableColumn } from '../../../widgets/data-page/CursorTable';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { useCursorPages } from '../../../widgets/data-page/use-cursor-pages';
import { toastError, toastSuccess } from '../../../ui/toast';
import { fetchSubscribers, removeSubscriber, SUBSCRIBER_CSV_COLUMNS } from './newsletter-api';
import { NEWSLETTER_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/member/newsletter')?.label;
const SEARCH_DELAY_MS = 300;

/** Bülten Aboneleri: the stored subscribers, newest first, with search, a CSV of all, and removal on request (KVKK). */
export default function NewsletterPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const pages = useCursorPages((request, signal) => fetchSubscribers({ ...request, q }, signal), q);
  const [removing, setRemoving] = useState<NewsletterSubscriber | undefined>();
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeSubscriber(removing.email);
      toastSuccess(T.removed(removing.email));
      setRemoving(undefined);
      pages.refresh();
    } catch {
      toastError(T.removeFailed);
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<NewsletterSubscriber>[] = [
    { key: 'email', header: T.columns.email, body: (s) => s.email },
    { key: 'subscribedAt', header: T.columns.subscribedAt, body: (s) => formatDateTime(s.subscribedAt) },
    { key: 'source', header: T.columns.source, body: (s) => (s.componentId ? T.sourceBlock : T.sourceUnknown) },
    {
      key: 'actions',
      header: T.columns.actions,
      align: 'right',
      body: (s) => (
        <Button
          type="button"
          label={T.remove}
          aria-label={T.removeLabel(s.email)}
          icon="pi pi-trash"
          severity="danger"
          text
          size="small"
          onClick={() => setRemoving(s)}
        />
      ),
    },
  ];

  return (
    <DataPage
      title={TITLE}
      actions={
        <CsvExportButton
          // Every subscriber, whatever the search: the export is the whole list.
          load={fetchSubscribers}
          columns={SUBSCRIBER_CSV_COLUMNS}
          fileName={() => `bulten-aboneleri-${new Date().toISOString().slice(0, 10)}.csv`}
          label={T.exportCsv}
          exported={T.exported}
        />
      }
    >
      <div className="field" style={{ display: 'flex', flexDirection: 'column', gap: '0.375rem', maxWidth: '24rem', marginBottom: '1rem' }}>
        <label htmlFor="newsletter-search">{T.search}</label>
        <InputText
          id="newsletter-search"
          type="search"
          value={typed}
          maxLength={100}
          placeholder={T.searchPlaceholder}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <CursorTable pages={pages} columns={columns} emptyMessage={q ? T.searchEmpty : T.empty} label={T.label} />
      <Dialog
        header={T.removeHeader}
        visible={removing !== undefined}
        onHide={() => {
          if (!busy) setRemoving(undefined);
        }}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <>
            <Button type="button" label={T.cancel} text onClick={() => setRemoving(undefined)} disabled={busy} />
            <Button type="button" label={T.removeConfirm} severity="danger" loading={busy} onClick={() => void confirmRemove()} />
          </>
        }
      >
        <p>{removing ? T.removeMessage(removing.email) : null}</p>
      </Dialog>
    </DataPage>
  );
}
