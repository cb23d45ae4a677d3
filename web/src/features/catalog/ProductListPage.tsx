import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { Tag } from 'primereact/tag';
import { TreeSelect } from 'primereact/treeselect';
import { canAny, findAdminPage, PRODUCT_CONTENT_EDITORS, type Brand, type Product } from '@shop/shared';
import { useSignedInUser } from '../../session/auth/auth-context';
import { formatCurrency, formatDateTime, formatNumber } from '../../format/format';
import { CursorTable, type TableColumn } from '../../widgets/data-page/CursorTable';
import { DataPage } from '../../widgets/data-page/DataPage';
import { useCursorPages } from '../../widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../widgets/data-page/use-url-filters';
import { fetchProducts } from './catalog-api';
import { productContentPath } from './content/content-api';
import { ARCHIVE_TEXTS } from './product-archive-texts';
import { ProductArchiveButton } from './ProductArchiveButton';
import { CONTENT_TEXTS } from './content/texts';
import { categoryTree } from './category-tree';
import { NEW_PRODUCT_PATH, productPath } from './product-path';
import { CATALOG_TEXTS } from './texts';
import { useCatalogOptions } from './use-catalog-options';

const TITLE = findAdminPage('/admin/catalog/product')?.label;
const DETAIL_PERMISSIONS = findAdminPage('/admin/catalog/product/upsert/1')?.anyOf ?? [];
const C = CATALOG_TEXTS.columns;
/** Links drawn as PrimeReact buttons: the icon apart from the text, no underline. */
const LINK_BUTTON = { gap: '0.5rem', textDecoration: 'none' } as const;

/** `brandName` is absent when the caller may not read brands: the column would only say "—". */
const columns = (
  brandName: ((id: string | undefined) => string) | undefined,
  linkNames: boolean,
  mayContent: boolean,
  /** Given to those who manage products: a row's Arşivle / Arşivden çıkar, then the list reloads. */
  onArchived: (() => void) | undefined,
): TableColumn<Product>[] => [
  {
    key: 'name',
    header: C.name,
    body: (p) =>
      linkNames ? (
        <Link className="row-link" to={productPath(p.id)}>
          {p.name}
        </Link>
      ) : (
        p.name
      ),
  },
  ...(brandName ? [{ key: 'brand', header: C.brand, body: (p: Product) => brandName(p.brandId) }] : []),
  { key: 'price', header: C.price, align: 'right', body: (p) => formatCurrency(p.price) },
  { key: 'stock', header: C.stock, align: 'right', body: (p) => formatNumber(p.stock) },
  {
    key: 'status',
    header: C.status,
    body: (p) =>
      p.archivedAt !== undefined ? (
        <Tag severity="warning" value={ARCHIVE_TEXTS.archivedTag} />
      ) : (
        <Tag severity={p.isActive ? 'success' : 'secondary'} value={p.isActive ? CATALOG_TEXTS.active : CATALOG_TEXTS.inactive} />
      ),
  },
  { key: 'createdAt', header: C.createdAt, body: (p) => formatDateTime(p.createdAt) },
  ...(linkNames || mayContent
    ? [
        {
          key: 'actions',
          header: CATALOG_TEXTS.columns2.actions,
          body: (p: Product) => (
            <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
              {linkNames && p.archivedAt === undefined ? (
                <Link
                  className="p-button p-button-text p-button-sm"
                  style={LINK_BUTTON}
                  to={productPath(p.id)}
                  aria-label={CATALOG_TEXTS.editProduct(p.name)}
                >
                  <i className="pi pi-pencil" aria-hidden="true" />
                  <span>{CATALOG_TEXTS.edit}</span>
                </Link>
              ) : null}
              {mayContent ? (
                <Link
                  className="p-button p-button-text p-button-sm"
                  style={LINK_BUTTON}
                  to={productContentPath(p.id)}
                  aria-label={CONTENT_TEXTS.contentOf(p.name)}
                >
                  <i className="pi pi-align-left" aria-hidden="true" />
                  <span>{CONTENT_TEXTS.content}</span>
                </Link>
              ) : null}
              {onArchived ? <ProductArchiveButton product={p} onChanged={onArchived} /> : null}
            </span>
          ),
        },
      ]
    : []),
];

const filtersOf = (params: URLSearchParams) => ({
  brandId: params.get('brand') ?? undefined,
  categoryId: params.get('category') ?? undefined,
  archived: params.get('archived') === 'true' ? true : undefined,
});

export default function ProductListPage() {
  const { groups } = useSignedInUser();
  const { filters, filtered, set: setFilter, clear, key } = useUrlFilters(filtersOf);
  const { brands, categories, mayBrands, mayCategories } = useCatalogOptions();

  const pages = useCursorPages(fetchProducts(filters), key);
  const tree = useMemo(() => (categories ? categoryTree(categories) : []), [categories]);
  const brandNames = useMemo(() => new Map((brands ?? []).map((b: Brand) => [b.id, b.name])), [brands]);
  const mayManage = canAny(groups, DETAIL_PERMISSIONS);
  const reload = pages.retry;
  const tableColumns = useMemo(
    () =>
      columns(
        mayBrands ? (id) => (id === undefined ? undefined : brandNames.get(id)) ?? CATALOG_TEXTS.unknownBrand : undefined,
        mayManage,
        canAny(groups, PRODUCT_CONTENT_EDITORS),
        mayManage ? reload : undefined,
      ),
    [brandNames, groups, mayBrands, mayManage, reload],
  );

  return (
    <DataPage
      title={TITLE}
      actions={
        mayManage ? (
          <Link className="p-button" style={LINK_BUTTON} to={NEW_PRODUCT_PATH}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{CATALOG_TEXTS.addProduct}</span>
          </Link>
        ) : null
      }
      onClearFilters={clear}
      filters={
        <>
          <SelectButton
            value={filters.archived ? 'archived' : 'onSale'}
            options={[
              { label: ARCHIVE_TEXTS.onSale, value: 'onSale' },
              { label: ARCHIVE_TEXTS.archived, value: 'archived' },
            ]}
            allowEmpty={false}
            aria-label={ARCHIVE_TEXTS.view}
            onChange={(e) => setFilter({ archived: e.value === 'archived' ? 'true' : undefined })}
          />
          {mayBrands ? (
            <Dropdown
              value={filters.brandId ?? null}
              options={brands ?? []}
              optionLabel="name"
              optionValue="id"
              placeholder={CATALOG_TEXTS.allBrands}
              ariaLabel={CATALOG_TEXTS.brandFilter}
              filter
              filterLocale="tr-TR"
              filterPlaceholder={CATALOG_TEXTS.searchBrands}
              showClear
              loading={brands === undefined}
              onChange={(e) => setFilter({ brand: (e.value as string | null) ?? undefined })}
            />
          ) : null}
          {mayCategories ? (
            <TreeSelect
              value={filters.categoryId ?? null}
              options={tree}
              placeholder={CATALOG_TEXTS.allCategories}
              aria-label={CATALOG_TEXTS.categoryFilter}
              filter
              filterLocale="tr-TR"
              filterPlaceholder={CATALOG_TEXTS.searchCategories}
              showClear
              onChange={(e) => setFilter({ category: typeof e.value === 'string' ? e.value : undefined })}
            />
          ) : null}
        </>
      }
    >
      <CursorTable
        pages={pages}
        columns={tableColumns}
        emptyMessage={
          filters.archived && !filters.brandId && !filters.categoryId
            ? ARCHIVE_TEXTS.archivedEmpty
            : filtered
              ? CATALOG_TEXTS.productsFilteredEmpty
              : CATALOG_TEXTS.productsEmpty
        }
        label={CATALOG_TEXTS.productsLabel}
      />
    </DataPage>
  );
}
