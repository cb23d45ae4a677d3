import { useParams } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { findAdminPage } from '@shop/shared';
import { useRemoteData } from '../api/use-remote-data';
import { formatCurrency, formatDateTime, formatNumber } from '../format/format';
import { DetailState } from '../pages/DetailState';
import { fetchProduct } from './catalog-api';
import { CATALOG_TEXTS } from './texts';
import { useCatalogOptions } from './use-catalog-options';

const LIST = { to: '/admin/catalog/product', label: findAdminPage('/admin/catalog/product')?.label ?? '' };
const C = CATALOG_TEXTS.columns;

/** A product, read-only: the API has no product update endpoint yet. */
export default function ProductDetailPage() {
  const id = useParams().id ?? '';
  const product = useRemoteData((signal) => fetchProduct(id, signal), id);
  const { brands, categories } = useCatalogOptions();
  return (
    <DetailState resource={product} list={LIST}>
      {(p) => {
        const brand = brands?.find((b) => b.id === p.brandId)?.name ?? p.brandId ?? CATALOG_TEXTS.unknownBrand;
        const categoryNames = p.categoryIds.map((cid) => categories?.find((c) => String(c.id) === cid)?.name ?? cid).join(', ');
        return (
          <div className="page">
            <div className="page-header">
              <h1>{p.name}</h1>
              <Tag severity={p.isActive ? 'success' : 'secondary'} value={p.isActive ? CATALOG_TEXTS.active : CATALOG_TEXTS.inactive} />
            </div>
            <Message severity="info" text={CATALOG_TEXTS.readOnlyNote} className="page-note" />
            <Card title={CATALOG_TEXTS.productCard}>
              <dl className="detail-list">
                <dt>{C.name}</dt>
                <dd>{p.name}</dd>
                <dt>{CATALOG_TEXTS.slug}</dt>
                <dd>{p.slug}</dd>
                <dt>{C.brand}</dt>
                <dd data-testid="product-brand">{brand}</dd>
                <dt>{CATALOG_TEXTS.categories}</dt>
                <dd>{categoryNames || CATALOG_TEXTS.unknownBrand}</dd>
                <dt>{C.price}</dt>
                <dd>{formatCurrency(p.price)}</dd>
                <dt>{C.stock}</dt>
                <dd>{formatNumber(p.stock)}</dd>
                <dt>{C.createdAt}</dt>
                <dd>{formatDateTime(p.createdAt)}</dd>
              </dl>
            </Card>
          </div>
        );
      }}
    </DetailState>
  );
}
