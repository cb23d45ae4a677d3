import { useMemo } from 'react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { findAdminPage, type Brand } from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { compareTr, formatNumber } from '../../format/format';
import { DataPage } from '../../widgets/data-page/DataPage';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { createBrand, fetchBrands } from './catalog-api';
import { BrandActions } from './BrandActions';
import { NameCreateForm } from './NameCreateForm';
import './brand-page.css';
import { CATALOG_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/catalog/brand')?.label;
const SKELETON = Array.from({ length: 6 }, (_, i) => ({ id: String(i), name: '' }));

/** The brands, or skeleton rows while they load. */
function BrandTable({ rows, loading, onChanged }: { rows: readonly Brand[]; loading: boolean; onChanged: () => void }) {
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
        <Column
          header={CATALOG_TEXTS.brandActions}
          body={(b: Brand) => (loading ? <Skeleton width="6rem" /> : <BrandActions brand={b} onChanged={onChanged} />)}
        />
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
  return (
    <DataPage title={TITLE} actions={brands.status === 'ready' ? <span>{CATALOG_TEXTS.brandCount(formatNumber(sorted.length))}</span> : null}>
      <NameCreateForm
        label={CATALOG_TEXTS.newBrand}
        inputId="brand-name"
        nameLabel={CATALOG_TEXTS.brandName}
        create={createBrand}
        created={CATALOG_TEXTS.brandCreated}
        thing={CATALOG_TEXTS.brandThing}
        onCreated={brands.retry}
      />
      <RemoteView resource={brands} loading={<BrandTable rows={SKELETON} loading onChanged={brands.retry} />}>
        {() => <BrandTable rows={sorted} loading={false} onChanged={brands.retry} />}
      </RemoteView>
    </DataPage>
  );
}
