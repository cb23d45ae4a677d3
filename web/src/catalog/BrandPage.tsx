import { useMemo, useState, type SyntheticEvent } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { findAdminPage, type Brand } from '@shop/shared';
import { useRemoteData } from '../api/use-remote-data';
import { compareTr, formatNumber } from '../format/format';
import { toastError, toastSuccess } from '../ui/toast';
import { DataPage } from '../pages/DataPage';
import { RemoteView } from '../pages/RemoteView';
import { createBrand, fetchBrands } from './catalog-api';
import { createErrorText } from './create-error';
import { CATALOG_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/brand')?.label;
const SKELETON = Array.from({ length: 6 }, (_, i) => ({ id: String(i), name: '' }));

/** The brands, or skeleton rows while they load. */
function BrandTable({ rows, loading }: { rows: readonly Brand[]; loading: boolean }) {
  return (
    <div className="cursor-table">
      <DataTable
        value={[...rows]}
        dataKey="id"
        size="small"
        stripedRows
        aria-label={CATALOG_TEXTS.brandsLabel}
        aria-busy={loading}
        emptyMessage={CATALOG_TEXTS.brandsEmpty}
      >
        <Column header={CATALOG_TEXTS.brandName} body={(b: Brand) => (loading ? <Skeleton width="40%" /> : b.name)} />
      </DataTable>
    </div>
  );
}

export default function BrandPage() {
  const brands = useRemoteData((signal) => fetchBrands(signal), 'brands');
  const sorted = useMemo(
    () => (brands.status === 'ready' ? [...brands.data].sort((a, b) => compareTr(a.name, b.name)) : []),
    [brands.status, brands.data],
  );
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await createBrand(trimmed);
      toastSuccess(CATALOG_TEXTS.brandCreated(trimmed));
      setName('');
      brands.retry();
    } catch (error) {
      toastError(createErrorText(error, CATALOG_TEXTS.brandThing));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DataPage title={TITLE} actions={brands.status === 'ready' ? <span>{CATALOG_TEXTS.brandCount(formatNumber(sorted.length))}</span> : null}>
      <form className="inline-create" onSubmit={(event) => void submit(event)} aria-label={CATALOG_TEXTS.newBrand}>
        <div className="field">
          <label htmlFor="brand-name">{CATALOG_TEXTS.brandName}</label>
          <InputText id="brand-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} disabled={busy} />
        </div>
        <Button
          type="submit"
          label={busy ? CATALOG_TEXTS.creating : CATALOG_TEXTS.create}
          icon="pi pi-plus"
          loading={busy}
          disabled={busy || name.trim() === ''}
        />
      </form>
      <RemoteView resource={brands} loading={<BrandTable rows={SKELETON} loading />}>
        {() => <BrandTable rows={sorted} loading={false} />}
      </RemoteView>
    </DataPage>
  );
}
